import KinemaScene

/// The modifier of `coordinateSpace(name:)`: names the modified view's space for the
/// `GeometryReader`s inside it.
nonisolated public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let name: CoordinateSpace.Name

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let token = context.geometry.spaces.count
        context.geometry.spaces.append((name, nil))
        context.geometry.openSpaces.append(token)
        context.collect(content, id: id) { context, inner in
            context.geometry.openSpaces.removeLast()
            context.geometry.spaces[token].node = inner.first
            for node in inner { context.emit(node) }
        }
    }
}

nonisolated extension View {
    /// Names this view's coordinate space, so that `proxy.frame(in: .named(name))` inside
    /// it is relative to this view's frame.
    /// - Parameter name: The name.
    public func coordinateSpace(name: some Hashable & Sendable)
        -> ModifiedContent<Self, _CoordinateSpaceModifier>
    {
        modifier(_CoordinateSpaceModifier(name: CoordinateSpace.Name(name)))
    }

    /// Names this view's coordinate space (SwiftUI's iOS 17 form):
    /// `.coordinateSpace(.named("scroll"))`.
    /// - Parameter name: The named space.
    public func coordinateSpace(_ name: NamedCoordinateSpace)
        -> ModifiedContent<Self, _CoordinateSpaceModifier>
    {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
