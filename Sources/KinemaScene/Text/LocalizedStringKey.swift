import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal
/// given to `Text` becomes when it interpolates with SwiftUI's forms, such as
/// `Text("Sides: \(sides, specifier: "%.1f")")`.
///
/// Kinema has no string tables: the key is the text shown, its interpolations formatted
/// as they are written (a `printf` specifier, a format style, a formatter, the plain
/// characters of an interpolated `Text`).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows.
    internal let text: String

    /// The key `value`.
    /// - Parameter value: The key's text.
    public init(_ value: String) { text = value }

    /// The key a string literal spells.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) { text = value }

    /// The key an interpolated string literal spells.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.output }

    /// The parts of an interpolated key, with SwiftUI's interpolation forms.
    public struct StringInterpolation: StringInterpolationProtocol {
        internal var output = ""

        /// Creates an empty interpolation.
        /// - Parameters:
        ///   - literalCapacity: The characters of the literal parts, to reserve.
        ///   - interpolationCount: The number of interpolated values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        /// Adds a literal part.
        /// - Parameter literal: The characters.
        public mutating func appendLiteral(_ literal: String) { output += literal }

        /// Adds a string.
        /// - Parameter string: The string.
        public mutating func appendInterpolation(_ string: String) { output += string }

        /// Adds a value as `String(describing:)` shows it.
        /// - Parameter value: The value.
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// Adds a number formatted by a `printf` specifier: `\(progress, specifier: "%.0f")`.
        /// - Parameters:
        ///   - value: The number.
        ///   - specifier: The format specifier.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Adds a value formatted by a format style: `\(price, format: .currency(code: "EUR"))`.
        /// - Parameters:
        ///   - input: The value.
        ///   - format: The style.
        public mutating func appendInterpolation<F: FormatStyle>(
            _ input: F.FormatInput, format: F
        ) where F.FormatOutput == String {
            output += format.format(input)
        }

        /// Adds a value formatted by a formatter (nothing when it cannot format it).
        /// - Parameters:
        ///   - subject: The value.
        ///   - formatter: The formatter.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            guard let formatter else {
                output += String(describing: subject)
                return
            }
            output += formatter.string(for: subject) ?? ""
        }

        /// Adds the characters of a text (its styling is not carried over).
        /// - Parameter text: The text.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.parts.isEmpty ? text.string : text.parts.map(\.string).joined()
        }
    }
}

nonisolated extension Text {
    /// Creates text from a localized string key: the key's text in Kinema, which has no
    /// string tables.
    /// - Parameters:
    ///   - key: The key.
    ///   - tableName: The string table (not read).
    ///   - bundle: The bundle of the table (not read).
    ///   - comment: A note for translators (not read).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        self.init(verbatim: key.text)
    }
}
