#if os(Linux)
    import Foundation
    import Kinema

    /// AppKit's colour, as a macOS file sees it through `import SwiftUI`
    /// (`Color(nsColor: .windowBackgroundColor)`, `Color(NSColor.systemTeal)`): a class, as
    /// AppKit's is, so an app's `extension NSColor { convenience init(hex:) }` compiles.
    ///
    /// An immutable object holding the sRGB colour it resolves to, in the light (Aqua)
    /// appearance. The semantic colours are the published Aqua values (`labelColor` is
    /// black at 0.85, `windowBackgroundColor` (236, 236, 236), `linkColor` (0, 104, 218));
    /// the system colours are macOS's light values where they differ from iOS's
    /// (`systemGreen` (40, 205, 65)) and SwiftUI's otherwise. Unlike AppKit's it cannot be
    /// subclassed.
    public final class NSColor: Sendable {
        /// The colour it draws as.
        public let color: Color

        /// A colour from a SwiftUI colour, as SwiftUI's `NSColor(_:)`.
        /// - Parameter color: The colour.
        public init(_ color: Color) { self.color = color }

        /// A colour from sRGB components and an opacity, each nominally 0...1.
        /// - Parameters:
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
        }

        /// A colour from sRGB components and an opacity (AppKit's explicit sRGB form).
        /// - Parameters:
        ///   - srgbRed: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public convenience init(srgbRed: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: srgbRed, green: green, blue: blue, alpha: alpha)
        }

        /// A colour from calibrated (generic) RGB components, taken as sRGB.
        /// - Parameters:
        ///   - calibratedRed: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public convenience init(
            calibratedRed: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        ) {
            self.init(red: calibratedRed, green: green, blue: blue, alpha: alpha)
        }

        /// A colour from device RGB components, taken as sRGB.
        /// - Parameters:
        ///   - deviceRed: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public convenience init(deviceRed: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: deviceRed, green: green, blue: blue, alpha: alpha)
        }

        /// A colour from Display P3 components and an opacity, converted to extended sRGB.
        /// - Parameters:
        ///   - displayP3Red: The red component in Display P3.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public convenience init(
            displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        ) {
            self.init(
                Color(.displayP3, red: displayP3Red, green: green, blue: blue, opacity: alpha))
        }

        /// A grey of `white` at an opacity.
        /// - Parameters:
        ///   - white: The grey level, 0 black to 1 white.
        ///   - alpha: The opacity.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(Color(white: white, opacity: alpha))
        }

        /// A calibrated grey, taken as an sRGB grey.
        /// - Parameters:
        ///   - calibratedWhite: The grey level.
        ///   - alpha: The opacity.
        public convenience init(calibratedWhite: CGFloat, alpha: CGFloat) {
            self.init(white: calibratedWhite, alpha: alpha)
        }

        /// A colour from hue, saturation and brightness and an opacity.
        /// - Parameters:
        ///   - hue: The hue, 0...1 around the colour wheel.
        ///   - saturation: The saturation.
        ///   - brightness: The brightness.
        ///   - alpha: The opacity.
        public convenience init(
            hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
        ) {
            self.init(
                Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
        }

        /// A colour that depends on the appearance, as AppKit's dynamic provider: Kinema draws
        /// the light (Aqua) appearance, so it is the provider's colour for `.aqua`.
        /// - Parameters:
        ///   - colorSpaceName: The colour's name (not kept).
        ///   - dynamicProvider: The colour for an appearance.
        public convenience init(
            name colorSpaceName: NSColor.Name?, dynamicProvider: (NSAppearance) -> NSColor
        ) {
            self.init(dynamicProvider(NSAppearance(named: .aqua) ?? NSAppearance.aqua).color)
        }

        /// A colour of the asset catalog: `Color.assetPlaceholder` (magenta, reported when
        /// drawn), never `nil`; Linux has no asset catalog.
        /// - Parameter name: The colour set's name (not read).
        public convenience init?(named name: NSColor.Name) {
            self.init(Color(name))
        }

        /// The colour at `alpha` (replacing its opacity).
        /// - Parameter alpha: The opacity.
        /// - Returns: A colour with this one's components and `alpha`.
        public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
            NSColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        }

        /// The colour's red component.
        public var redComponent: CGFloat { color.red }
        /// The colour's green component.
        public var greenComponent: CGFloat { color.green }
        /// The colour's blue component.
        public var blueComponent: CGFloat { color.blue }
        /// The colour's opacity.
        public var alphaComponent: CGFloat { color.opacity }

        /// The colour in another colour space: itself (Kinema's colours are sRGB).
        /// - Parameter space: The colour space.
        /// - Returns: This colour.
        public func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }

        /// A colour's name, as AppKit's `NSColor.Name`.
        public typealias Name = String

        /// A colour from 8-bit sRGB components.
        internal static func eightBit(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1)
            -> NSColor
        {
            NSColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
    }

    extension NSColor: Hashable {
        /// Whether two colours have the same components.
        public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs.color == rhs.color }

        /// Hashes the components.
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    /// AppKit's colour spaces, accepted by `NSColor.usingColorSpace(_:)` (Kinema's colours
    /// are all sRGB).
    public final class NSColorSpace: Sendable {
        private init() {}
        /// sRGB.
        public static let sRGB = NSColorSpace()
        /// Extended sRGB.
        public static let extendedSRGB = NSColorSpace()
        /// Display P3.
        public static let displayP3 = NSColorSpace()
        /// Generic RGB.
        public static let genericRGB = NSColorSpace()
        /// Device RGB.
        public static let deviceRGB = NSColorSpace()
    }

    /// AppKit's appearance, as a dynamic colour's provider receives it: Kinema draws the
    /// light (Aqua) appearance.
    public final class NSAppearance: Sendable {
        /// The appearance's name.
        public let name: Name

        private init(name: Name) { self.name = name }

        /// The appearance named `name`.
        /// - Parameter name: The name.
        public convenience init?(named name: Name) { self.init(name: name) }

        /// The light appearance.
        internal static let aqua = NSAppearance(name: .aqua)

        /// The appearance drawn: light.
        public static var currentDrawing: NSAppearance { aqua }

        /// The first of `appearances` this appearance matches best: `.aqua` when listed.
        /// - Parameter appearances: Candidate names.
        /// - Returns: The best match, or `nil`.
        public func bestMatch(from appearances: [Name]) -> Name? {
            appearances.first { $0 == .aqua } ?? appearances.first { $0 == name }
        }

        /// An appearance's name.
        public struct Name: RawRepresentable, Hashable, Sendable {
            /// AppKit's name.
            public let rawValue: String
            /// A name.
            /// - Parameter rawValue: AppKit's name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The light appearance.
            public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
            /// The dark appearance.
            public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        }
    }

    extension Color {
        /// The colour of an AppKit colour (`Color(nsColor: .windowBackgroundColor)`).
        /// - Parameter nsColor: The AppKit colour.
        public init(nsColor: NSColor) { self = nsColor.color }

        /// The colour of an AppKit colour (`Color(NSColor.labelColor)`,
        /// `Color(.windowBackgroundColor)`). Disfavoured against `Color(_:)` of a
        /// `UIColor`: a name both have (`Color(.systemGreen)`) is UIKit's, as Kinema draws
        /// iOS; a name only AppKit has finds this one.
        /// - Parameter nsColor: The AppKit colour.
        @_disfavoredOverload
        public init(_ nsColor: NSColor) { self = nsColor.color }
    }
#endif
