import Foundation
import KinemaCore

nonisolated extension View {
    /// The most lines text inside wraps to, as SwiftUI's `lineLimit(_:)`; `nil` for no
    /// limit.
    ///
    /// ```swift
    /// Text(longDescription).lineLimit(2)
    /// ```
    ///
    /// Text that needs more lines is cut at the end of the last one: the Cairo backend's
    /// Pango measurer and renderer end it with an ellipsis ("…"); the fallback measurer
    /// only counts lines (so drawing elsewhere clips at the box). A limit below 1 is 1,
    /// with a diagnostic.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier {
                $0.text.lineLimit = number
                $0.text.reservesLineSpace = false
            })
    }

    /// The most lines text inside wraps to; with `reservesSpace`, the text is always as
    /// high as `limit` lines, even with fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(
            _EnvironmentModifier {
                $0.text.lineLimit = limit
                $0.text.reservesLineSpace = reservesSpace
            })
    }

    /// How the lines of multiline text inside align with each other, as SwiftUI's
    /// `multilineTextAlignment(_:)`. It changes the lines inside the text's frame, not
    /// where the frame goes (use a frame's alignment for that).
    public func multilineTextAlignment(_ alignment: TextAlignment)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(_EnvironmentModifier { $0.text.alignment = alignment })
    }

    /// Text inside in bold when `isActive` (a `Text`'s own weight wins).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { environment in
                if isActive { environment.fontWeight = .bold }
            })
    }

    /// Text inside in italic when `isActive` (a `Text`'s own `italic(_:)` wins).
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.text.isItalic = isActive })
    }

    /// Text inside in a design of the system font; `nil` keeps the font's own.
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.text.design = design })
    }

    /// Extra space after each character of text inside (see `Text`'s `kerning(_:)`);
    /// a NaN or infinite amount is 0.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        let clean = kerning.isFinite ? kerning : 0
        return modifier(_EnvironmentModifier { $0.text.kerning = clean })
    }

    /// Extra space after each character of text inside, added to the kerning; a NaN or
    /// infinite amount is 0.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        let clean = tracking.isFinite ? tracking : 0
        return modifier(_EnvironmentModifier { $0.text.tracking = clean })
    }

    /// Text inside underlined (when `isActive`), in a colour (the text's when `nil`).
    public func underline(_ isActive: Bool = true, color: Color? = nil)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(
            _EnvironmentModifier {
                $0.text.underline = TextDecoration(isActive: isActive, color: color)
            })
    }

    /// Text inside struck through (when `isActive`), in a colour (the text's when `nil`).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(
            _EnvironmentModifier {
                $0.text.strikethrough = TextDecoration(isActive: isActive, color: color)
            })
    }
}
