import Foundation
import KinemaScene

nonisolated extension Text {
    /// Text of an attributed string's characters, as SwiftUI's `Text(_:)` of an
    /// `AttributedString`.
    ///
    /// SwiftUI's attribute scope (its per-run fonts and colours) does not exist on Linux,
    /// so the characters are drawn in the text's own style; style runs by concatenating
    /// texts (`Text("a").bold() + Text("b")`) instead.
    /// - Parameter attributedContent: The string.
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
