import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

nonisolated extension GraphicsContext {
    /// A filter that ``GraphicsContext/addFilter(_:options:)`` applies to later drawing
    /// operations, as SwiftUI's `GraphicsContext.Filter`.
    ///
    /// Kinema draws every filter; the colour filters use the matrices of the view effects
    /// of the same names.
    public struct Filter: Sendable {
        internal enum Storage: Sendable, Equatable {
            case blur(radius: CGFloat)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case colorMatrix(ColorMatrix)
            case alphaThreshold(min: Double, max: Double, color: Color)
        }

        internal let storage: Storage

        /// A Gaussian blur of `radius` (the standard deviation, in the coordinates the
        /// filter was added under). NaN, infinite or negative radii are 0 (no blur).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(storage: .blur(radius: radius.isFinite ? max(radius, 0) : 0))
        }

        /// A shadow beneath each later drawing: its alpha filled with `color`, blurred by
        /// `radius` and offset by (x, y) in the coordinates the filter was added under.
        /// Non-finite numbers count as 0.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
            x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
            options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
            return Filter(
                storage: .shadow(
                    color: color, radius: max(clean(radius), 0), x: clean(x), y: clean(y)))
        }

        /// Multiplies each colour component by `color`'s, as the `colorMultiply(_:)` view
        /// effect.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(storage: .colorMatrix(.colorMultiply(color)))
        }

        /// Rotates hues by `angle`, as the `hueRotation(_:)` view effect.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(storage: .colorMatrix(.hueRotation(angle)))
        }

        /// Changes saturation (0 grey, 1 unchanged), as the `saturation(_:)` view effect.
        public static func saturation(_ amount: Double) -> Filter {
            Filter(storage: .colorMatrix(.saturation(amount)))
        }

        /// Adds `amount` to each colour component, as the `brightness(_:)` view effect.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(storage: .colorMatrix(.brightness(amount)))
        }

        /// Changes contrast (0 grey, 1 unchanged), as the `contrast(_:)` view effect.
        public static func contrast(_ amount: Double) -> Filter {
            Filter(storage: .colorMatrix(.contrast(amount)))
        }

        /// Inverts colours by `amount`: `c' = amount · (1 − c) + (1 − amount) · c` (1 is
        /// the full `colorInvert()`, 0 changes nothing; clamped to 0...1).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(amount.isNaN ? 0 : min(max(amount, 0), 1))
            var matrix = ColorMatrix()
            (matrix.r1, matrix.g2, matrix.b3) = (1 - 2 * a, 1 - 2 * a, 1 - 2 * a)
            (matrix.r5, matrix.g5, matrix.b5) = (a, a, a)
            return Filter(storage: .colorMatrix(matrix))
        }

        /// Desaturates by `amount` (0 unchanged, 1 grey), as the `grayscale(_:)` view
        /// effect.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(storage: .colorMatrix(.grayscale(amount)))
        }

        /// Replaces alpha by luminance, leaving black, as the `luminanceToAlpha()` view
        /// effect.
        public static var luminanceToAlpha: Filter {
            Filter(storage: .colorMatrix(.luminanceToAlpha))
        }

        /// Transforms each colour by `matrix` (gamma-encoded sRGB components, unpremultiplied).
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter(storage: .colorMatrix(matrix))
        }

        /// Replaces each pixel whose alpha lies in `min...max` by `color`, and every other
        /// pixel by transparency: after a blur, drawings that overlap merge into one shape
        /// with a hard edge (the metaball effect).
        ///
        /// ```swift
        /// Canvas { context, size in
        ///     context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
        ///     context.addFilter(.blur(radius: 10))
        ///     context.drawLayer { layer in
        ///         layer.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 50, height: 50)),
        ///                    with: .color(.black))
        ///         layer.fill(Path(ellipseIn: CGRect(x: 60, y: 30, width: 40, height: 40)),
        ///                    with: .color(.black))
        ///     }
        /// }
        /// ```
        /// - Parameters:
        ///   - min: The smallest alpha kept: pixels more transparent than it become
        ///     transparent.
        ///   - max: The largest alpha kept: pixels more opaque than it become transparent.
        ///   - color: The colour of the pixels kept.
        public static func alphaThreshold(
            min: Double, max: Double = 1, color: Color = Color.black
        ) -> Filter {
            Filter(storage: .alphaThreshold(min: min, max: max, color: color))
        }
    }

    /// Options of ``Filter/blur(radius:options:)``.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An opaque result (recorded).
        public static let opaque = BlurOptions(rawValue: 1)
        /// A dithered result (recorded).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of ``Filter/shadow(color:radius:x:y:blendMode:options:)``.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow above the drawing (recorded).
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// The shadow without the drawing (recorded).
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow of the inverted alpha (recorded).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// No transparency group (recorded).
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// How drawing combines with what is below, as SwiftUI's `GraphicsContext.BlendMode`
    /// (Core Graphics' blend modes, by their raw values).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// Core Graphics' raw value.
        public let rawValue: Int32
        /// Creates a mode from its raw value.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Source over.
        public static let normal = BlendMode(rawValue: 0)
        /// Multiply.
        public static let multiply = BlendMode(rawValue: 1)
        /// Screen.
        public static let screen = BlendMode(rawValue: 2)
        /// Overlay.
        public static let overlay = BlendMode(rawValue: 3)
        /// Darken.
        public static let darken = BlendMode(rawValue: 4)
        /// Lighten.
        public static let lighten = BlendMode(rawValue: 5)
        /// Colour dodge.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// Colour burn.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// Soft light.
        public static let softLight = BlendMode(rawValue: 8)
        /// Hard light.
        public static let hardLight = BlendMode(rawValue: 9)
        /// Difference.
        public static let difference = BlendMode(rawValue: 10)
        /// Exclusion.
        public static let exclusion = BlendMode(rawValue: 11)
        /// Hue.
        public static let hue = BlendMode(rawValue: 12)
        /// Saturation.
        public static let saturation = BlendMode(rawValue: 13)
        /// Colour.
        public static let color = BlendMode(rawValue: 14)
        /// Luminosity.
        public static let luminosity = BlendMode(rawValue: 15)
        /// Clear.
        public static let clear = BlendMode(rawValue: 16)
        /// Copy.
        public static let copy = BlendMode(rawValue: 17)
        /// Source in.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// Source out.
        public static let sourceOut = BlendMode(rawValue: 19)
        /// Source atop.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// Destination over.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// Destination in.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// Destination out.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// Destination atop.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Exclusive or.
        public static let xor = BlendMode(rawValue: 25)
        /// Plus darker.
        public static let plusDarker = BlendMode(rawValue: 26)
        /// Plus lighter.
        public static let plusLighter = BlendMode(rawValue: 27)

        /// The view blend mode of the same compositing, `nil` for the Porter-Duff modes
        /// views do not have (clear, copy, source in and out, destination in and atop,
        /// xor).
        internal var viewBlendMode: KinemaGraphics.BlendMode? {
            let modes: [KinemaGraphics.BlendMode?] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge,
                .colorBurn, .softLight, .hardLight, .difference, .exclusion, .hue, .saturation,
                .color, .luminosity, nil, nil, nil, nil, .sourceAtop, .destinationOver, nil,
                .destinationOut, nil, nil, .plusDarker, .plusLighter,
            ]
            return modes.indices.contains(Int(rawValue)) ? modes[Int(rawValue)] : nil
        }
    }
}
