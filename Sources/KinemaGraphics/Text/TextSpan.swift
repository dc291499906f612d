import KinemaCore

/// The style of one part of a text run, where a concatenated `Text` (`Text("a").bold() +
/// Text("b")`) styles its parts differently (Kinema's own): what differs from the run's
/// own font, colour and options over a range of its string.
///
/// `nil` properties keep the run's. Pango measures and draws spans as attributes; the
/// fallback measurer measures the whole run in the run's font.
public struct TextSpan: Hashable, Sendable {
    /// The part of the run's string, in UTF-8 code unit offsets.
    public var range: Range<Int>
    /// The part's font.
    public var font: Font?
    /// The part's colour (it does not animate; the run's colour does).
    public var color: Color?
    /// The part's extra space after each character.
    public var letterSpacing: Double?
    /// Whether the part is underlined.
    public var isUnderlined: Bool?
    /// The colour of the part's underline.
    public var underlineColor: Color?
    /// Whether the part is struck through.
    public var isStruckThrough: Bool?
    /// The colour of the part's line through.
    public var strikethroughColor: Color?

    /// Creates a span over `range` that changes nothing.
    public init(range: Range<Int>) { self.range = range }

    /// Whether the span changes nothing.
    package var isEmpty: Bool { self == TextSpan(range: range) }
}
