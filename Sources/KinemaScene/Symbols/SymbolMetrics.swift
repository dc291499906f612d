import Foundation
import KinemaCore
import KinemaGraphics

/// The sizes of a symbol drawn in a font (Kinema's model of SF Symbols' metrics; see the
/// Symbols article): how large its design grid is, how thick its lines are, where the
/// font's baseline lies.
///
/// Symbols are designed on a grid of 100 by 100 units, the *box*, whose centre (0, 0) is
/// put on the middle of the font's cap height, as SF Symbols are centred on the cap height
/// of adjacent text (WWDC20, "SF Symbols 2"). The box's side depends on the image scale:
/// - small: the cap height (SF Symbols' templates draw the small variant between the
///   baseline and the cap line); SF Pro's cap height is 1443 of its 2048 units per em,
///   0.7046 em;
/// - medium: 1.25 times that (Apple: the small scale is about 20% smaller than medium);
/// - large: 1.3 times medium (Apple: the large scale is about 30% larger than medium).
///
/// Lines keep the thickness of the font's weight at every scale, so a symbol matches the
/// weight of the text beside it (``lineWidth(ofWeight:)``).
nonisolated internal struct SymbolMetrics: Equatable, Sendable {
    /// SF Pro's cap height, in ems (1443 / 2048).
    internal static let capHeight = 1443.0 / 2048.0

    /// The font size, in points.
    internal let fontSize: Double
    /// The side of the box relative to the cap height (1 small, 1.25 medium, 1.625 large).
    internal let scaleFactor: Double
    /// The thickness of lines, in ems.
    internal let lineWidthInEms: Double

    /// The metrics of a symbol in a font of `fontSize` points and `weight`, at `scale`.
    /// A NaN, infinite or negative size is 0 (the symbol is then 0 by 0).
    internal init(fontSize: Double, weight: Font.Weight, scale: Image.Scale) {
        self.fontSize = fontSize.isFinite ? max(fontSize, 0) : 0
        scaleFactor = Self.scaleFactor(of: scale)
        lineWidthInEms = Self.lineWidth(ofWeight: weight)
    }

    /// The side of the box relative to the cap height at `scale`.
    internal static func scaleFactor(of scale: Image.Scale) -> Double {
        switch scale {
        case .small: 1
        case .medium: 1.25
        case .large: 1.25 * 1.3
        }
    }

    /// The thickness of a symbol's lines in a font of `weight`, in ems (Kinema's table,
    /// about the stem of the weight's letters): 0.026 ultralight, 0.040 thin, 0.060 light,
    /// 0.085 regular, 0.098 medium, 0.112 semibold, 0.128 bold, 0.148 heavy and 0.168
    /// black; weights between these (CSS values) are interpolated, and weights outside
    /// 100...900 take the nearest end.
    internal static func lineWidth(ofWeight weight: Font.Weight) -> Double {
        let table = [0.026, 0.040, 0.060, 0.085, 0.098, 0.112, 0.128, 0.148, 0.168]
        let position = min(max(Double(weight.value) / 100 - 1, 0), 8)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, 8)
        let fraction = position - Double(lower)
        return table[lower] + (table[upper] - table[lower]) * fraction
    }

    /// The box's side, in points.
    internal var boxSide: Double { Self.capHeight * scaleFactor * fontSize }

    /// Points per unit of the design grid.
    internal var pointsPerUnit: Double { boxSide / 100 }

    /// The thickness of lines, in units of the design grid (the same at every font size).
    internal var lineWidth: Double {
        lineWidthInEms / (Self.capHeight * scaleFactor) * 100
    }

    /// The font's baseline on the design grid: half the cap height below the box's centre.
    internal var baseline: Double { 50 / scaleFactor }
}
