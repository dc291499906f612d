#if os(Linux)
    import Foundation
    import Kinema

    /// UIKit's colour, as an iOS file sees it through `import SwiftUI`: a class, as
    /// UIKit's is, so that an app's `extension UIColor { convenience init(hex:) }`
    /// compiles; the system colours with their light-mode values; the initializers apps
    /// use (`UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `UIColor(named:)`,
    /// `UIColor(Color)`); `#colorLiteral(red:green:blue:alpha:)` makes one.
    ///
    /// An immutable object holding the sRGB colour it resolves to (Kinema renders light
    /// mode), so it is `Sendable`. Two colours are equal when their components are.
    /// Unlike UIKit's it cannot be subclassed. Values are the Human Interface Guidelines'
    /// iOS light-mode table (8-bit sRGB) and UIKit's documented component values for the
    /// fixed colours (`UIColor.orange` is (1, 0.5, 0)).
    public final class UIColor: Sendable {
        /// The colour it draws as.
        public let color: Color

        /// A colour from a SwiftUI colour, as SwiftUI's `UIColor(_:)`.
        /// - Parameter color: The colour.
        public init(_ color: Color) { self.color = color }

        /// A colour from extended sRGB components and an opacity, each nominally 0...1.
        /// - Parameters:
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
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

        /// A grey of `white` (0 black, 1 white) at an opacity.
        /// - Parameters:
        ///   - white: The grey level.
        ///   - alpha: The opacity.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(Color(white: white, opacity: alpha))
        }

        /// A colour from hue, saturation and brightness (HSB) and an opacity.
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

        /// A colour that depends on the interface style, as UIKit's dynamic provider; Kinema
        /// renders light mode, so it is the provider's colour for `.light`.
        /// - Parameter dynamicProvider: The colour for a trait collection.
        public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
            self.init(dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color)
        }

        /// A colour of the asset catalog, as UIKit's `UIColor(named:)`. Linux has no asset
        /// catalog: every name gives `Color.assetPlaceholder` (magenta, reported when drawn),
        /// as SwiftUI's `Color(_:bundle:)` does, never `nil`.
        /// - Parameter name: The colour set's name (not read).
        public convenience init?(named name: String) {
            self.init(Color(name))
        }

        /// A colour of a bundle's asset catalog: `Color.assetPlaceholder`, never `nil`
        /// (see ``init(named:)``).
        /// - Parameters:
        ///   - name: The colour set's name (not read).
        ///   - bundle: The bundle (not read).
        ///   - traitCollection: The traits (light mode is drawn).
        public convenience init?(
            named name: String, in bundle: Bundle?,
            compatibleWith traitCollection: UITraitCollection?
        ) {
            self.init(Color(name, bundle: bundle))
        }

        /// The colour at `alpha` (replacing its opacity).
        /// - Parameter alpha: The opacity.
        /// - Returns: A colour with this one's components and `alpha`.
        public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            UIColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        }

        /// The colour for a trait collection: itself (Kinema's colours are resolved).
        /// - Parameter traitCollection: The traits.
        /// - Returns: This colour.
        public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

        /// A colour from 8-bit sRGB components, as the guidelines list them.
        internal static func eightBit(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1)
            -> UIColor
        {
            UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
    }

    extension UIColor: Hashable {
        /// Whether two colours have the same components.
        public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

        /// Hashes the components.
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    extension UIColor: CustomStringConvertible {
        /// The components, as `UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)` would
        /// make them.
        public var description: String {
            "UIColor(red: \(color.red), green: \(color.green), blue: \(color.blue), "
                + "alpha: \(color.opacity))"
        }
    }

    /// The interface traits a dynamic colour is resolved for (Kinema: light mode).
    public struct UITraitCollection: Sendable {
        /// The interface style.
        public let userInterfaceStyle: UIUserInterfaceStyle

        /// Traits of an interface style.
        /// - Parameter userInterfaceStyle: The style.
        public init(userInterfaceStyle: UIUserInterfaceStyle) {
            self.userInterfaceStyle = userInterfaceStyle
        }

        /// The traits Kinema draws with: light mode.
        public static var current: UITraitCollection {
            UITraitCollection(userInterfaceStyle: .light)
        }
    }

    /// Light or dark appearance.
    public enum UIUserInterfaceStyle: Int, Sendable {
        /// Unspecified (light in Kinema).
        case unspecified
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }
#endif
