import Foundation
import KinemaCore
import KinemaScene

nonisolated extension View {
    /// Runs `action` with a value computed from the view's geometry when the view appears
    /// and whenever the value changes, as SwiftUI's `onGeometryChange(for:of:action:)`.
    ///
    /// The value is read as a `GeometryReader` in the view's background reads it (the
    /// view's laid-out size and frames), once the layout settles; a `ViewHost` runs the
    /// action with the events of the update, as it runs `onChange`. As in SwiftUI, the
    /// transform is `@Sendable` (SwiftUI may run it off the main thread; Kinema runs it
    /// where it lays out a state) and the action is main-actor code.
    /// - Parameters:
    ///   - type: The value's type.
    ///   - transform: The value from the view's geometry.
    ///   - action: Runs with the new value.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and the new value computed from the view's geometry
    /// whenever the value changes (and with the value twice when the view appears), as
    /// SwiftUI's `onGeometryChange(for:of:action:)` (see the one-value form).
    /// - Parameters:
    ///   - type: The value's type.
    ///   - transform: The value from the view's geometry.
    ///   - action: Runs with the old and the new value.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        background {
            GeometryReader { proxy in
                GeometryChangeObserver(value: transform(proxy), action: action)
            }
        }
    }
}

/// The observer of an `onGeometryChange`: no node, an `onChange`-like event of its value.
nonisolated internal struct GeometryChangeObserver<T: Equatable>: View, PrimitiveView {
    internal let value: T
    internal let action: (T, T) -> Void

    typealias Body = Never

    @MainActor internal func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let action = self.action
        let observer = ChangeObserver(value: value, initial: true) { old, new in
            if let old = old as? T, let new = new as? T { action(old, new) }
        }
        context.events.append(ViewEvent(identity: id, kind: .change(observer)))
    }
}
