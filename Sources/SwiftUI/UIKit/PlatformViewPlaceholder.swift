#if os(Linux)
    import Kinema

    /// What Kinema draws for a UIKit or AppKit view it has no stand-in for: a rectangle
    /// filled with `background` (a light grey, 0.9 white, without one) and outlined in
    /// grey (0.6 white, 1 point), `intrinsicSize` in each dimension it is not negative,
    /// flexible (the size offered) in the others.
    /// - Parameters:
    ///   - background: The view's background colour.
    ///   - intrinsicSize: The view's intrinsic content size (negative: none).
    /// - Returns: The placeholder.
    @MainActor
    internal func platformViewPlaceholder(background: Color?, intrinsicSize: CGSize)
        -> AnyView
    {
        func fixed(_ value: CGFloat) -> CGFloat? { value >= 0 && value.isFinite ? value : nil }
        let width = fixed(intrinsicSize.width)
        let height = fixed(intrinsicSize.height)
        return AnyView(
            Rectangle()
                .fill(background ?? Color(white: 0.9))
                .overlay(Rectangle().stroke(Color(white: 0.6), lineWidth: 1))
                .frame(
                    minWidth: width, idealWidth: width, maxWidth: width ?? .infinity,
                    minHeight: height, idealHeight: height, maxHeight: height ?? .infinity))
    }
#endif
