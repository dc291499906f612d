import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

nonisolated extension Font {
    /// The width of a font's glyphs, as SwiftUI's `Font.Width`: from compressed to
    /// expanded, 0 being the standard width.
    public struct Width: Hashable, Sendable {
        /// The width on SwiftUI's scale: negative narrows, positive widens, 0 is standard.
        public var value: CGFloat

        /// Creates a width from its value on SwiftUI's scale.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// This font with glyphs of another width, as SwiftUI's `Font.width(_:)`.
    ///
    /// Kinema's system font (Inter Display, or DejaVu Sans where Inter is not installed)
    /// comes in the standard width only, so the font is measured and drawn as it is.
    /// - Parameter width: The width.
    public func width(_ width: Width) -> Font { self }
}

nonisolated extension Text {
    /// This text with glyphs of another width, as SwiftUI's `Text.fontWidth(_:)`: drawn
    /// in the standard width (see `Font/width(_:)`).
    /// - Parameter width: The width; `nil` keeps the environment's.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

nonisolated extension View {
    /// Sets the width of the glyphs of text inside, as SwiftUI's `fontWidth(_:)`: drawn in
    /// the standard width (see `Font/width(_:)`).
    /// - Parameter width: The width; `nil` keeps the environment's.
    public func fontWidth(_ width: Font.Width?) -> Self { self }
}
