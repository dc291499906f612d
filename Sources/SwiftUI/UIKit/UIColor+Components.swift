#if os(Linux)
    import Foundation
    import Kinema

    extension UIColor {
        /// Reads the colour's sRGB components and opacity, as UIKit's
        /// `getRed(_:green:blue:alpha:)` (`color.getRed(&r, green: &g, blue: &b, alpha: &a)`).
        /// A `nil` pointer is skipped.
        /// - Parameters:
        ///   - red: Receives the red component.
        ///   - green: Receives the green component.
        ///   - blue: Receives the blue component.
        ///   - alpha: Receives the opacity.
        /// - Returns: `true`: every colour converts to sRGB.
        @discardableResult
        public func getRed(
            _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
            blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            red?.pointee = color.red
            green?.pointee = color.green
            blue?.pointee = color.blue
            alpha?.pointee = color.opacity
            return true
        }

        /// Reads the colour's grey level (the mean of its sRGB components, UIKit's answer
        /// for a grey) and opacity.
        /// - Parameters:
        ///   - white: Receives the grey level.
        ///   - alpha: Receives the opacity.
        /// - Returns: `true`.
        @discardableResult
        public func getWhite(
            _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            white?.pointee = (color.red + color.green + color.blue) / 3
            alpha?.pointee = color.opacity
            return true
        }

        /// Reads the colour's hue, saturation and brightness (HSB, each 0...1) and opacity.
        /// - Parameters:
        ///   - hue: Receives the hue (0 for a grey).
        ///   - saturation: Receives the saturation.
        ///   - brightness: Receives the brightness.
        ///   - alpha: Receives the opacity.
        /// - Returns: `true`.
        @discardableResult
        public func getHue(
            _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
            brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            let (r, g, b) = (color.red, color.green, color.blue)
            let maximum = max(r, g, b)
            let span = maximum - min(r, g, b)
            var h = 0.0
            if span > 0 {
                switch maximum {
                case r: h = ((g - b) / span).truncatingRemainder(dividingBy: 6)
                case g: h = (b - r) / span + 2
                default: h = (r - g) / span + 4
                }
                h /= 6
                if h < 0 { h += 1 }
            }
            hue?.pointee = h
            saturation?.pointee = maximum > 0 ? span / maximum : 0
            brightness?.pointee = maximum
            alpha?.pointee = color.opacity
            return true
        }
    }

    extension UIColor: _ExpressibleByColorLiteral {
        /// The colour of `#colorLiteral(red:green:blue:alpha:)`: sRGB components.
        /// - Parameters:
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity.
        public convenience init(
            _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
        ) {
            self.init(
                red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue),
                alpha: CGFloat(alpha))
        }
    }

    /// The type of a `#colorLiteral(red:green:blue:alpha:)` whose context names none:
    /// `UIColor`, as on iOS (`let tint = #colorLiteral(...)` is a `UIColor`;
    /// `Color(#colorLiteral(...))` makes a SwiftUI colour of it).
    public typealias _ColorLiteralType = UIColor

    extension Color {
        /// The colour of a UIKit colour (`Color(uiColor: .systemGray6)`).
        /// - Parameter uiColor: The UIKit colour.
        public init(uiColor: UIColor) { self = uiColor.color }

        /// The colour of a UIKit colour (`Color(.secondarySystemBackground)`).
        /// - Parameter uiColor: The UIKit colour.
        public init(_ uiColor: UIColor) { self = uiColor.color }
    }
#endif
