import Foundation

nonisolated extension Text {
    /// Text of any string type (a `Substring`, say), verbatim.
    /// - Parameter content: The string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

    /// Text of a value formatted by a Foundation format style, as SwiftUI's
    /// `Text(_:format:)`: `Text(progress, format: .percent)`,
    /// `Text(value, format: .number.precision(.fractionLength(2)))`. The style formats in
    /// its own locale (the process's current locale unless the style sets one), once, when
    /// the text is made.
    /// - Parameters:
    ///   - input: The value.
    ///   - format: The style that formats it.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
