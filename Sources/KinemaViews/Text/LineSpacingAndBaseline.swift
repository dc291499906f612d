import Foundation
import KinemaScene

nonisolated extension Text {
    /// This text raised by `baselineOffset` points (lowered when negative), as SwiftUI's
    /// `Text.baselineOffset(_:)`. Accepted: Kinema draws the text on its baseline.
    /// - Parameter baselineOffset: The offset in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

nonisolated extension View {
    /// Adds `lineSpacing` points between the lines of text inside, as SwiftUI's
    /// `lineSpacing(_:)`. Accepted: Kinema spaces lines by the font's own line height,
    /// so multi-line text is that much shorter than SwiftUI's for a positive spacing.
    /// - Parameter lineSpacing: The extra space between lines, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> Self { self }

    /// Raises text inside by `baselineOffset` points, as SwiftUI's `baselineOffset(_:)`.
    /// Accepted: Kinema draws text on its baseline.
    /// - Parameter baselineOffset: The offset in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self { self }
}
