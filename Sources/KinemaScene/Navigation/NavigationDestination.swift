import Foundation

nonisolated extension View {
    /// Says how the enclosing stack draws pushed values of `data`'s type, as SwiftUI's
    /// `navigationDestination(for:destination:)`: a value of that type on the stack's path
    /// (pushed by `NavigationLink(value:)` or put on a path binding) is drawn as the view
    /// `destination` makes of it.
    /// - Parameters:
    ///   - data: The type of the values.
    ///   - destination: Makes the view of a value.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, _NavigationDestinationModifier> {
        // The maker is the caller's, run by the stack on the main actor only.
        let maker = MainActorCarried(destination)
        return modifier(
            _NavigationDestinationModifier(
                record: .type(
                    NavigationRecords.Destination(
                        type: ObjectIdentifier(D.self),
                        make: { value in
                            (value.base as? D).map { AnyView(maker.value($0)) }
                        }))))
    }

    /// Pushes the view `destination` makes on the enclosing stack while `isPresented` is
    /// `true`, as SwiftUI's `navigationDestination(isPresented:destination:)`; its back
    /// button sets `isPresented` to `false`.
    /// - Parameters:
    ///   - isPresented: Whether the view is pushed.
    ///   - destination: Makes the view.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> ModifiedContent<Self, _NavigationDestinationModifier> {
        let view = AnyView(destination())
        return modifier(
            _NavigationDestinationModifier(
                record: .presented(
                    { isPresented.wrappedValue ? view : nil }, dismiss: isPresented.dismissing())))
    }

    /// Pushes the view `destination` makes of `item` on the enclosing stack while `item`
    /// is not `nil`, as SwiftUI's `navigationDestination(item:destination:)`; its back
    /// button sets `item` to `nil`.
    /// - Parameters:
    ///   - item: The value shown, if any.
    ///   - destination: Makes the view of the value.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, _NavigationDestinationModifier> {
        // The binding and the maker are the caller's, used on the main actor only.
        let carried = MainActorCarried((item, destination))
        return modifier(
            _NavigationDestinationModifier(
                record: .presented(
                    {
                        let (item, destination) = carried.value
                        return item.wrappedValue.map { AnyView(destination($0)) }
                    },
                    dismiss: { carried.value.0.wrappedValue = nil })))
    }
}

/// The modifier of `navigationDestination`: records a maker of views by type, or a
/// presented destination, for the enclosing stack.
nonisolated public struct _NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    internal enum Record {
        case type(NavigationRecords.Destination)
        case presented(@MainActor () -> AnyView?, dismiss: @MainActor @Sendable () -> Void)
    }

    internal let record: Record

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        switch record {
        case .type(let destination):
            context.navigationRecords.destinations.append(destination)
        case .presented(let view, let dismiss):
            if let view = view() {
                context.navigationRecords.presentations.append(
                    NavigationRecords.Presentation(view: view, dismiss: dismiss))
            }
        }
        context.resolve(content, id: id)
    }
}
