import Foundation
import KinemaCore

nonisolated extension Text {
    /// The gradient (or image) the whole text is painted with, from its own
    /// `foregroundStyle(_:)` or the environment's foreground style; `nil` for a colour, or
    /// when parts of a concatenation set paints of their own.
    internal func patternFill(in context: ResolveContext) -> UnresolvedPaint? {
        guard parts.allSatisfy({ $0.paint == nil && $0.parts.isEmpty }) else { return nil }
        let whole = (paint ?? .contextual(.primary)).resolved(in: context.environment.styles)
        switch whole {
        case .color, .contextual: return nil
        default: return whole
        }
    }

    /// The text drawn with `fill` through its glyphs: the text laid out as it is, and over
    /// it the fill masked by the same glyphs (as SwiftUI paints text with a gradient
    /// style, the gradient spanning the text's bounds).
    internal func filledThroughGlyphs(_ fill: UnresolvedPaint) -> some View {
        var glyphs = self
        glyphs.paint = .color(.black)
        return glyphs.opacity(0).overlay {
            Rectangle().fill(AnyShapeStyle(unresolved: fill)).mask { glyphs }
        }
    }
}

nonisolated extension AnyShapeStyle {
    /// The style of a paint.
    internal init(unresolved: UnresolvedPaint) { self.unresolved = unresolved }
}
