import Foundation
import KinemaCore
import KinemaGraphics

/// A control that pushes a view on the enclosing ``NavigationStack`` (or
/// ``NavigationView``) when tapped, as SwiftUI's `NavigationLink`: a destination view, a
/// value (drawn by the `navigationDestination(for:destination:)` of its type), or a
/// destination shown while a binding is `true`.
///
/// The `isActive:` and `tag:selection:` forms, deprecated in SwiftUI since iOS 16, are
/// here without deprecation warnings.
///
/// In a ``List`` or ``Form`` row it is drawn as its label with a grey chevron at the
/// trailing edge; elsewhere as a button (its label in the accent colour). A host's
/// scripted tap finds it by its label's text. Outside a stack a tap does nothing.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    internal enum Target {
        case view(Destination)
        case value(AnyHashable?)
        case active(Destination, Binding<Bool>)
    }

    internal let label: Label
    internal let target: Target

    /// No body: resolved as a button that pushes.
    public typealias Body = Never

    /// A link that pushes `destination`.
    /// - Parameters:
    ///   - destination: The view pushed.
    ///   - label: What the link shows.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    /// A link that pushes the view `destination` makes.
    /// - Parameters:
    ///   - destination: Makes the view pushed.
    ///   - label: What the link shows.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// A link that pushes `destination` while `isActive` is `true`, and sets it when
    /// tapped (the back button sets it to `false`).
    /// - Parameters:
    ///   - destination: The view pushed.
    ///   - isActive: Whether the destination is shown.
    ///   - label: What the link shows.
    public init(
        destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        target = .active(destination, isActive)
    }

    /// A link that pushes `destination` while `isActive` is `true`.
    /// - Parameters:
    ///   - isActive: Whether the destination is shown.
    ///   - destination: Makes the view pushed.
    ///   - label: What the link shows.
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        target = .active(destination(), isActive)
    }

    /// A link that pushes `destination` while `selection` is `tag`, and sets it when
    /// tapped.
    /// - Parameters:
    ///   - destination: The view pushed.
    ///   - tag: This link's value of `selection`.
    ///   - selection: The link shown, if any.
    ///   - label: What the link shows.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        // The caller's binding and tag, used by the link on the main actor only.
        let carried = MainActorCarried((selection, tag))
        target = .active(
            destination,
            Binding(
                get: { carried.value.0.wrappedValue == carried.value.1 },
                set: { active in
                    let (selection, tag) = carried.value
                    if active {
                        selection.wrappedValue = tag
                    } else if selection.wrappedValue == tag {
                        selection.wrappedValue = nil
                    }
                }))
    }

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let actions = context.environmentValues.navigationActions
        let push: @MainActor () -> Void
        switch target {
        case .view(let destination):
            let view = AnyView(destination)
            push = { actions?.pushView(view) }
        case .value(let value):
            push = {
                if let value { actions?.pushValue(value) }
            }
        case .active(let destination, let isActive):
            if actions != nil, isActive.wrappedValue {
                context.navigationRecords.presentations.append(
                    NavigationRecords.Presentation(
                        view: AnyView(destination), dismiss: isActive.dismissing()))
            }
            push = { if actions != nil { isActive.wrappedValue = true } }
        }
        let inList =
            context.environment.controls.isListContent
            || context.environment.controls.input.isInListRow
        let button = Button(action: push) {
            if inList {
                HStack(spacing: 8) {
                    // Offered the row first: a short label never wraps for the chevron.
                    label.foregroundColor(.primary).layoutPriority(1)
                    Spacer(minLength: 0)
                    NavigationChevron()
                        .stroke(
                            NavigationChevron.color,
                            style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
                        )
                        .frame(width: 6, height: 12)
                }
            } else {
                label
            }
        }
        context.resolve(button, id: id)
    }
}

nonisolated extension NavigationLink where Destination == Never {
    /// A link that pushes `value` on the stack's path: the view drawn is the one the
    /// `navigationDestination(for:destination:)` of its type makes.
    /// - Parameters:
    ///   - value: The value; `nil` makes a link that does nothing.
    ///   - label: What the link shows.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

nonisolated extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `titleKey` that pushes `value`.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - value: The value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `value`.
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

nonisolated extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination`.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - destination: The view pushed.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination`.
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The view pushed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `titleKey` that pushes the view `destination` makes.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - destination: Makes the view pushed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled `title` that pushes the view `destination` makes.
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: Makes the view pushed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

/// The ">" at the trailing edge of a link in a list.
nonisolated internal struct NavigationChevron: Shape {
    /// Its colour: iOS's light-mode grey 3, (199, 199, 204).
    static let color = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}
