extension View {
    /// Sets the canvas size of this view's preview, as SwiftUI's `previewLayout(_:)`.
    ///
    /// Like SwiftUI's, the modifier affects previews only: the view draws the same. The
    /// innermost value wins.
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<
        Self, _PreviewTraitModifier
    > {
        modifier(_PreviewTraitModifier(value: .layout(value)))
    }

    /// Names this view's preview, as SwiftUI's `previewDisplayName(_:)`. Previews only.
    public func previewDisplayName(_ value: String?) -> ModifiedContent<
        Self, _PreviewTraitModifier
    > {
        modifier(_PreviewTraitModifier(value: value.map { .displayName($0) }))
    }

    /// Chooses the device of this view's preview, as SwiftUI's `previewDevice(_:)`.
    /// Previews only.
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<
        Self, _PreviewTraitModifier
    > {
        modifier(_PreviewTraitModifier(value: value.map { .device($0) }))
    }

    /// Chooses the orientation of this view's preview, as SwiftUI's
    /// `previewInterfaceOrientation(_:)`. Previews only.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<
        Self, _PreviewTraitModifier
    > {
        modifier(_PreviewTraitModifier(value: .orientation(value)))
    }
}

/// The modifier of `previewLayout(_:)`, `previewDisplayName(_:)`, `previewDevice(_:)` and
/// `previewInterfaceOrientation(_:)`: draws nothing; ``Preview/all(inModule:)`` reads it
/// when it splits a `PreviewProvider`'s previews.
nonisolated public struct _PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    /// The trait set; `nil` for a name or device of `nil` (no preference).
    internal let value: PreviewTrait<Preview.ViewTraits>.Value?

    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.resolve(content, id: id)
    }
}
