import KinemaCore

/// How a run of text is laid out and decorated beyond its font (Kinema's own): what a
/// ``TextMeasurer`` measures with and a backend draws with, so that both agree.
///
/// `Text`'s modifiers and the environment set it: `lineLimit(_:)`,
/// `multilineTextAlignment(_:)`, `kerning(_:)`, `tracking(_:)`, `underline(_:color:)`,
/// `strikethrough(_:color:)`.
public struct TextOptions: Hashable, Sendable {
    /// The most lines the text takes (at least 1), or `nil` for no limit. Text beyond the
    /// limit is cut at the end of the last line, with an ellipsis where the backend draws
    /// one.
    public var lineLimit: Int?
    /// How the lines align with each other.
    public var alignment: TextAlignment
    /// Extra space after each character, in points (`kerning` plus `tracking`); may be
    /// negative.
    public var letterSpacing: Double
    /// Whether the text is underlined.
    public var isUnderlined: Bool
    /// The colour of the underline; the text's own when `nil`.
    public var underlineColor: Color?
    /// Whether the text is struck through.
    public var isStruckThrough: Bool
    /// The colour of the line through the text; the text's own when `nil`.
    public var strikethroughColor: Color?
    /// Where text beyond the line limit is cut: the ellipsis at the end (the default),
    /// the start or the middle of the last line.
    public var truncationMode: TruncationMode
    /// The parts styled differently from the run (a concatenated `Text`), in order.
    public var spans: [TextSpan] = []

    /// Creates options; by default no line limit, leading alignment, no extra spacing and
    /// no lines.
    ///
    /// Bad input: a line limit below 1 is 1, and a NaN or infinite spacing is 0.
    public init(
        lineLimit: Int? = nil, alignment: TextAlignment = .leading, letterSpacing: Double = 0,
        isUnderlined: Bool = false, underlineColor: Color? = nil,
        isStruckThrough: Bool = false, strikethroughColor: Color? = nil,
        truncationMode: TruncationMode = .tail
    ) {
        self.lineLimit = lineLimit.map { max($0, 1) }
        self.alignment = alignment
        self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
        self.isUnderlined = isUnderlined
        self.underlineColor = underlineColor
        self.isStruckThrough = isStruckThrough
        self.strikethroughColor = strikethroughColor
        self.truncationMode = truncationMode
    }

    /// Whether the options change how text is measured (a line limit or spacing);
    /// alignment and lines through the text change drawing only.
    public var affectsMeasurement: Bool {
        lineLimit != nil || letterSpacing != 0 || !spans.isEmpty
    }
}

extension TextOptions {
    /// Where text that does not fit its line limit is cut: SwiftUI's `Text.TruncationMode`
    /// (a name for this type).
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        /// The ellipsis replaces the start of the last line.
        case head
        /// The ellipsis replaces the end of the last line.
        case tail
        /// The ellipsis replaces the middle of the last line.
        case middle
    }
}

nonisolated extension TextOptions {
    /// The options that differ from the defaults, for display list dumps: empty, or
    /// such as ` lines 1 center spacing 2 underline`.
    internal var dump: String {
        var parts: [String] = []
        if let lineLimit { parts.append("lines \(lineLimit)") }
        if alignment != .leading { parts.append("\(alignment)") }
        if letterSpacing != 0 { parts.append("spacing \(formatNumber(letterSpacing))") }
        if isUnderlined { parts.append("underline" + (underlineColor.map { " \($0.dump)" } ?? "")) }
        if isStruckThrough {
            parts.append("strikethrough" + (strikethroughColor.map { " \($0.dump)" } ?? ""))
        }
        if truncationMode != .tail { parts.append("truncate \(truncationMode)") }
        if !spans.isEmpty { parts.append("spans \(spans.count)") }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }
}
