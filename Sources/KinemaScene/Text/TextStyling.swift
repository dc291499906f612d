import KinemaCore
import KinemaGraphics

/// A line under or through text: whether it is drawn, and its colour (the text's when
/// `nil`).
nonisolated internal struct TextDecoration: Equatable, Sendable {
    internal var isActive: Bool
    internal var color: Color?
}

/// The styling `Text`'s own modifiers set; `nil` leaves the environment's.
nonisolated internal struct TextStyling: Equatable, Sendable {
    internal var isItalic: Bool?
    internal var design: Font.Design?
    internal var kerning: Double?
    internal var tracking: Double?
    internal var underline: TextDecoration?
    internal var strikethrough: TextDecoration?
    internal var truncationMode = Text.TruncationMode.tail
    internal var textCase: Text.Case?
    /// Recorded, not applied (see `minimumScaleFactor(_:)`).
    internal var minimumScaleFactor = 1.0
}

/// The text styling of the environment (`lineLimit`, `multilineTextAlignment`, and the
/// view forms of `italic`, `fontDesign`, `kerning`, ...).
nonisolated internal struct TextEnvironment: Sendable {
    internal var lineLimit: Int?
    /// The lines whose height text keeps even when it has fewer (`lineLimit(_:reservesSpace:)`,
    /// `lineLimit(2...4)`).
    internal var reservedLines: Int?
    internal var alignment = TextAlignment.leading
    internal var isItalic = false
    internal var design: Font.Design?
    internal var kerning = 0.0
    internal var tracking = 0.0
    internal var underline: TextDecoration?
    internal var strikethrough: TextDecoration?
    internal var truncationMode = Text.TruncationMode.tail
    internal var textCase: Text.Case?
    /// Recorded, not applied (see `minimumScaleFactor(_:)`).
    internal var minimumScaleFactor = 1.0
}
