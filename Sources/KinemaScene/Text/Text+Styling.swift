import Foundation
import KinemaCore
import KinemaGraphics

nonisolated extension Text {
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in a style, as SwiftUI's `Text.foregroundStyle(_:)`, so that it can be
    /// concatenated (`Text("a").foregroundStyle(.red) + Text("b")`): the style's colour, or
    /// a gradient across the text's bounds (a concatenation whose parts set their own
    /// styles colours each part with its style's first stop); `.foreground` keeps the
    /// environment's.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        let unresolved = KinemaScene.paint(of: style)
        if unresolved == .contextual(.primary) { return text }
        text.paint = unresolved
        return text
    }

    /// This text in bold when `isActive`; unchanged otherwise.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italic: the italic (or oblique) face of the text's family, measured and
    /// drawn alike.
    public func italic() -> Text { italic(true) }

    /// This text in italic when `isActive`, upright otherwise (whatever the environment
    /// says).
    public func italic(_ isActive: Bool) -> Text {
        var text = self
        text.styling.isItalic = isActive
        return text
    }

    /// This text in a design of the system font (`nil` keeps the environment's); a custom
    /// font's family is kept. See `Font/Design` for the families the designs map to.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        text.styling.design = design
        return text
    }

    /// This text with `kerning` points of extra space after each character (negative
    /// tightens). Kinema spaces every character alike, as tracking does: Pango's letter
    /// spacing, which the Pango measurer measures, so layout and drawing agree. A NaN or
    /// infinite amount is 0.
    public func kerning(_ kerning: CGFloat) -> Text {
        var text = self
        text.styling.kerning = kerning.isFinite ? kerning : 0
        return text
    }

    /// This text with `tracking` points of extra space after each character (negative
    /// tightens); adds to ``kerning(_:)``. A NaN or infinite amount is 0.
    public func tracking(_ tracking: CGFloat) -> Text {
        var text = self
        text.styling.tracking = tracking.isFinite ? tracking : 0
        return text
    }

    /// This text underlined (or not, when `isActive` is false), in a colour (the text's
    /// when `nil`).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var text = self
        text.styling.underline = TextDecoration(isActive: isActive, color: color)
        return text
    }

    /// This text struck through (or not, when `isActive` is false), in a colour (the
    /// text's when `nil`).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var text = self
        text.styling.strikethrough = TextDecoration(isActive: isActive, color: color)
        return text
    }

    /// The two texts one after the other, as one text, each part in its own style.
    ///
    /// ```swift
    /// Text("Total: ").bold() + Text("42").foregroundColor(.green)
    /// ```
    ///
    /// Modifiers of the result apply to the parts that do not set the attribute
    /// themselves. The text is one run: its font, colour and options are its first part's,
    /// and the other parts' differences are `TextSpan`s of its options (Pango draws
    /// them; the fallback measurer measures the whole in the first part's font). The
    /// first part's colour animates; the others' do not.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(verbatim: lhs.string + rhs.string)
        text.parts = lhs.asParts + rhs.asParts
        return text
    }

    /// The text as parts of a concatenation: its own parts when it is a concatenation
    /// without a style of its own, else itself.
    private var asParts: [Text] {
        let styled = font != nil || weight != nil || paint != nil || styling != TextStyling()
        return parts.isEmpty || styled ? [self] : parts
    }
}

nonisolated extension TextStyling {
    /// Each attribute from `self` where set, else from `other`.
    internal func merged(with other: TextStyling) -> TextStyling {
        TextStyling(
            isItalic: isItalic ?? other.isItalic, design: design ?? other.design,
            kerning: kerning ?? other.kerning, tracking: tracking ?? other.tracking,
            underline: underline ?? other.underline,
            strikethrough: strikethrough ?? other.strikethrough)
    }
}
