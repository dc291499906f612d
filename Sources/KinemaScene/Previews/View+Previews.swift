extension View {
    /// Sets the canvas size of this view's preview, as SwiftUI's `previewLayout(_:)`.
    ///
    /// Like SwiftUI's, the modifier affects previews only: the view itself is unchanged.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }

    /// Names this view's preview, as SwiftUI's `previewDisplayName(_:)`. Previews only.
    public func previewDisplayName(_ value: String?) -> Self { self }

    /// Chooses the device of this view's preview, as SwiftUI's `previewDevice(_:)`.
    /// Previews only.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }

    /// Chooses the orientation of this view's preview, as SwiftUI's
    /// `previewInterfaceOrientation(_:)`. Previews only.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}
