import Foundation
import KinemaCore
import KinemaGraphics

/// The matrices of SwiftUI's colour effects (Kinema's own entry points), with the numbers
/// of the W3C *Filter Effects* definitions SwiftUI documents its filters as equivalent
/// to. They act on gamma-encoded sRGB components, as CSS filter functions do in browsers.
nonisolated extension ColorMatrix {
    /// `brightness(_:)`: adds `amount` to red, green and blue (Core Image's
    /// `CIColorControls` brightness, as SwiftUI documents): 0 changes nothing, 1 is white.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        var m = ColorMatrix()
        let a = Float(amount)
        (m.r5, m.g5, m.b5) = (a, a, a)
        return m
    }

    /// `contrast(_:)`: the W3C contrast, `c' = amount · c + (0.5 − amount / 2)`: 0 is
    /// grey, 1 changes nothing, negative values invert.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        var m = ColorMatrix()
        let a = Float(amount)
        (m.r1, m.g2, m.b3) = (a, a, a)
        let intercept = 0.5 - a / 2
        (m.r5, m.g5, m.b5) = (intercept, intercept, intercept)
        return m
    }

    /// `saturation(_:)`: `feColorMatrix type="saturate"`: 0 is fully desaturated, 1
    /// changes nothing, larger values saturate more.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = Float(amount)
        return ColorMatrix(
            rows: [
                [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
                [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
                [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
            ])
    }

    /// `hueRotation(_:)`: `feColorMatrix type="hueRotate"` by `angle`.
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = Float(cos(angle.radians))
        let s = Float(sin(angle.radians))
        return ColorMatrix(
            rows: [
                [
                    0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715,
                    0.072 - c * 0.072 + s * 0.928,
                ],
                [
                    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140,
                    0.072 - c * 0.072 - s * 0.283,
                ],
                [
                    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715,
                    0.072 + c * 0.928 + s * 0.072,
                ],
            ])
    }

    /// `grayscale(_:)`: the W3C grayscale with Rec. 709 luma weights; `amount` is clamped
    /// to 0...1 (0 changes nothing, 1 is fully grey).
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let g = 1 - Float(min(max(amount, 0), 1))
        return ColorMatrix(
            rows: [
                [0.2126 + 0.7874 * g, 0.7152 - 0.7152 * g, 0.0722 - 0.0722 * g],
                [0.2126 - 0.2126 * g, 0.7152 + 0.2848 * g, 0.0722 - 0.0722 * g],
                [0.2126 - 0.2126 * g, 0.7152 - 0.7152 * g, 0.0722 + 0.9278 * g],
            ])
    }

    /// `colorInvert()`: `c' = 1 − c` for red, green and blue.
    public static let colorInvert: ColorMatrix = {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3) = (-1, -1, -1)
        (m.r5, m.g5, m.b5) = (1, 1, 1)
        return m
    }()

    /// `luminanceToAlpha()`: `feColorMatrix type="luminanceToAlpha"`: black, with alpha
    /// `0.2125 r + 0.7154 g + 0.0721 b`.
    public static let luminanceToAlpha: ColorMatrix = {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3, m.a4) = (0, 0, 0, 0)
        (m.a1, m.a2, m.a3) = (0.2125, 0.7154, 0.0721)
        return m
    }()

    /// `colorMultiply(_:)`: each component times the colour's (gamma-encoded sRGB, with
    /// its opacity multiplying alpha).
    public static func colorMultiply(_ color: Color) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3, m.a4) = (
            Float(color.red), Float(color.green), Float(color.blue), Float(color.opacity)
        )
        return m
    }

    /// A matrix whose 3x3 colour part is `rows`; alpha passes through.
    private init(rows: [[Float]]) {
        self.init()
        (r1, r2, r3) = (rows[0][0], rows[0][1], rows[0][2])
        (g1, g2, g3) = (rows[1][0], rows[1][1], rows[1][2])
        (b1, b2, b3) = (rows[2][0], rows[2][1], rows[2][2])
    }
}
