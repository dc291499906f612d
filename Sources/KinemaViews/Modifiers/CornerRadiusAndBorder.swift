import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

nonisolated extension View {
    /// Clips the view's drawing to a rounded rectangle in its bounds, as SwiftUI's
    /// `cornerRadius(_:antialiased:)` (deprecated there in favour of
    /// `clipShape(.rect(cornerRadius:))`, and still everywhere in real code).
    ///
    /// ```swift
    /// Image("cover").resizable().frame(width: 120, height: 80).cornerRadius(12)
    /// ```
    ///
    /// The same as `clipShape(RoundedRectangle(cornerRadius: radius))`: the radius
    /// animates, and a radius above half the shorter side is limited to it. Bad input: a
    /// NaN, infinite or negative radius is 0 (a plain rectangular clip), with a
    /// diagnostic for NaN and infinity.
    /// - Parameters:
    ///   - radius: The radius of the corners.
    ///   - antialiased: Whether to antialias the clip's edges (Kinema always does).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true)
        -> ModifiedContent<Self, _EffectModifier>
    {
        modifier(
            _EffectModifier { context in
                let clean = max(context.finite(radius, or: 0, "cornerRadius"), 0)
                return ClipEffect(
                    shape: RoundedRectangle(cornerRadius: clean),
                    style: FillStyle(antialiased: antialiased))
            })
    }

    /// Draws a border of a style inside the view's bounds, as SwiftUI's
    /// `border(_:width:)`: a rectangle stroked inside the frame, in front of the view.
    ///
    /// ```swift
    /// Text("Draft").padding(8).border(Color.orange, width: 2)
    /// ```
    ///
    /// The same as `overlay(Rectangle().strokeBorder(content, lineWidth: width))`: the
    /// stroke's outer edge is the view's frame, so the border never changes the layout
    /// and is not clipped. Bad input: a NaN or negative width draws no border.
    /// - Parameters:
    ///   - content: Any shape style: a colour, a gradient, `.foreground`.
    ///   - width: The border's thickness; 1 point by default.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1)
        -> ModifiedContent<
            Self, _DecorationModifier<_ShapeView<_StrokedShape<_InsetShape<Rectangle>>, S>>
        >
    {
        let clean = width.isNaN ? 0 : max(width, 0)
        return overlay(Rectangle().strokeBorder(content, lineWidth: clean))
    }
}
