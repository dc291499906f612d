import CCairo
import KinemaGraphics

/// How a blend group composites: a Cairo operator, or plus-darker, which Cairo lacks and
/// Kinema computes per pixel.
enum BlendOperator {
    case cairo(cairo_operator_t)
    case plusDarker

    /// Source over.
    static let over = BlendOperator.cairo(CAIRO_OPERATOR_OVER)

    /// The operator of a SwiftUI blend mode. Cairo's (pixman's) separable and
    /// non-separable operators implement the W3C *Compositing and Blending* formulas.
    init(_ mode: BlendMode) {
        let op: cairo_operator_t
        switch mode {
        case .normal: op = CAIRO_OPERATOR_OVER
        case .multiply: op = CAIRO_OPERATOR_MULTIPLY
        case .screen: op = CAIRO_OPERATOR_SCREEN
        case .overlay: op = CAIRO_OPERATOR_OVERLAY
        case .darken: op = CAIRO_OPERATOR_DARKEN
        case .lighten: op = CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: op = CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: op = CAIRO_OPERATOR_COLOR_BURN
        case .softLight: op = CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: op = CAIRO_OPERATOR_HARD_LIGHT
        case .difference: op = CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: op = CAIRO_OPERATOR_EXCLUSION
        case .hue: op = CAIRO_OPERATOR_HSL_HUE
        case .saturation: op = CAIRO_OPERATOR_HSL_SATURATION
        case .color: op = CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: op = CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: op = CAIRO_OPERATOR_ATOP
        case .destinationOver: op = CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: op = CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: op = CAIRO_OPERATOR_ADD
        case .plusDarker:
            self = .plusDarker
            return
        }
        self = .cairo(op)
    }
}
