import Foundation
import KinemaCore

// Apple platforms have CoreGraphics' own types (see `CGAffineTransform` for why the test
// is Darwin).
#if !canImport(Darwin)
    /// How the ends of stroked lines are drawn (Core Graphics' type, defined by Kinema
    /// where Core Graphics is missing).
    public enum CGLineCap: Int32, Sendable, Hashable {
        /// Square ends at the end points.
        case butt
        /// Semicircular ends.
        case round
        /// Square ends extending half the line width beyond the end points.
        case square
    }

    /// How the joins of stroked lines are drawn (Core Graphics' type, defined by Kinema
    /// where Core Graphics is missing).
    public enum CGLineJoin: Int32, Sendable, Hashable {
        /// Sharp corners, limited by the miter limit.
        case miter
        /// Rounded corners.
        case round
        /// Cut corners.
        case bevel
    }
#endif

/// The characteristics of a stroke: width, caps, joins and dashes, as SwiftUI's.
///
/// Bad input: a NaN or negative line width is 0 when drawn, as is a NaN dash phase;
/// NaN or negative dash lengths are dropped, and a dash whose lengths are all zero is
/// drawn solid.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroke; 1 unless given.
    public var lineWidth: CGFloat
    /// The ends of lines.
    public var lineCap: CGLineCap
    /// The joins of lines.
    public var lineJoin: CGLineJoin
    /// The limit on miter joins, as a ratio to the line width.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults are SwiftUI's.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style with its bad input cleaned by the rules above.
    package var cleaned: StrokeStyle {
        var style = self
        style.lineWidth = lineWidth.isNaN ? 0 : max(0, min(lineWidth, 1e6))
        style.miterLimit = miterLimit.isFinite ? max(1, miterLimit) : 10
        let dashes = dash.filter { $0.isFinite && $0 >= 0 }
        style.dash = dashes.allSatisfy { $0 == 0 } ? [] : dashes
        style.dashPhase = dashPhase.isFinite ? dashPhase : 0
        return style
    }
}

extension StrokeStyle: Animatable {
    /// The line width, miter limit and dash phase animate.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

/// How a path's inside is decided when filled.
public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule (else non-zero winding).
    public var isEOFilled: Bool
    /// Whether to antialias edges.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
