import Foundation
import KinemaCore
import KinemaGraphics

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
                $0.text.reservedLines = nil
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
                $0.text.reservedLines = reservesSpace ? limit : nil
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

    /// The most lines text inside wraps to, with the space of at least
    /// `limit.lowerBound` lines kept (SwiftUI's range form).
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentModifier>
    {
        lineLimit(limit.upperBound, reservingAtLeast: limit.lowerBound)
    }

    /// No limit on the lines of text inside, with the space of at least
    /// `limit.lowerBound` lines kept.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        lineLimit(nil, reservingAtLeast: limit.lowerBound)
    }

    /// At most `limit.upperBound` lines of text inside.
    public func lineLimit(_ limit: PartialRangeThrough<Int>)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        lineLimit(limit.upperBound)
    }

    private func lineLimit(_ limit: Int?, reservingAtLeast lines: Int)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(
            _EnvironmentModifier {
                $0.text.lineLimit = limit
                $0.text.reservedLines = max(lines, 1)
            })
    }

    /// Where text inside that does not fit its line limit is cut: the ellipsis at the end
    /// (`.tail`, the default), start or middle of the last line (Pango's ellipsizing).
    public func truncationMode(_ mode: Text.TruncationMode)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        modifier(_EnvironmentModifier { $0.text.truncationMode = mode })
    }

    /// Text inside in upper or lower case (in the environment's locale); `nil` as written.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.text.textCase = textCase })
    }

    /// The smallest fraction of its font size that text inside may shrink to in order to
    /// fit, as SwiftUI's `minimumScaleFactor(_:)`.
    ///
    /// Kinema records the factor but does not shrink text: text that does not fit wraps
    /// and is cut at its line limit at its own size. The factor is clamped to 0...1.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let clean = factor.isNaN ? 1 : min(max(factor, 0), 1)
        return modifier(_EnvironmentModifier { $0.text.minimumScaleFactor = clean })
    }

    /// Whether text inside may tighten its letter spacing to fit, as SwiftUI's
    /// `allowsTightening(_:)`: no effect in Kinema (Pango does not tighten).
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }
}
