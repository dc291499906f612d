import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A run of text in a font and colour, measured by the scene's `TextMeasurer`.
///
/// ```swift
/// Text("Extract").font(.system(size: 20, weight: .bold)).foregroundStyle(Color.white)
/// Text("Limited").italic().kerning(1.5).lineLimit(1)
/// ```
///
/// The colour comes from the foreground style and animates (a gradient, an angular or mesh
/// gradient or an image paints the glyphs across the text's bounds, without animating); the font, spacing and line limit do not (as in SwiftUI, a change
/// shows at once).
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
    package var string: String
    package var font: Font?
    package var weight: Font.Weight?
    /// The text's own style (`foregroundColor`, `foregroundStyle`); the environment's when
    /// `nil`.
    package var paint: UnresolvedPaint?
    /// The styling the text's own modifiers set; the environment's where unset.
    internal var styling = TextStyling()
    /// The texts joined by `+`, each with its own style (empty for plain text).
    internal var parts: [Text] = []
    /// The date shown instead of `string`, formatted when the text resolves
    /// (`Text(_:style:)`).
    internal var dateContent: TextDateContent?
    /// The date a live date style shows "now" as, set by the timeline view that redraws it
    /// every second; `nil` before.
    internal var dateNow: Date?

    /// Creates text from a string, verbatim.
    public init(_ content: String) { string = content }

    /// Creates text from a string, verbatim.
    public init(verbatim content: String) { string = content }

    /// This text in a font.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text with a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// This text in a colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.paint = color.map { .color($0) }
        return text
    }

    /// No body: text is a leaf.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if dateNow == nil, let date = liveDate {
            resolveLive(counting: date, id: id, context: &context)
            return
        }
        if let fill = patternFill(in: context) {
            context.resolve(filledThroughGlyphs(fill), id: id)
            return
        }
        let environment = context.environment.text
        if let limit = environment.lineLimit, limit < 1 {
            context.diagnose("lineLimit is \(limit): below 1, so 1")
        }
        // The parts of a concatenation, each with its own style; one part otherwise.
        var string = ""
        var spans: [TextSpan] = []
        var base: ResolvedTextStyle?
        let now =
            dateNow
            ?? context.startDate.addingTimeInterval(
                context.time.isFinite ? max(context.time, 0) : 0)
        let content = TextContentContext(now: now, environment: context.environmentValues)
        for (part, style) in segments(inheriting: Text(verbatim: ""), content: content) {
            let resolved = style.resolvedStyle(in: &context)
            let start = string.utf8.count
            switch environment.textCase {
            case .uppercase?: string += part.uppercased(with: context.environmentValues.locale)
            case .lowercase?: string += part.lowercased(with: context.environmentValues.locale)
            case nil: string += part
            }
            guard let base else {
                base = resolved
                continue
            }
            let span = resolved.span(over: start..<string.utf8.count, from: base)
            if !span.isEmpty && !span.range.isEmpty { spans.append(span) }
        }
        let style = base ?? resolvedStyle(in: &context)
        var options = TextOptions(
            lineLimit: environment.lineLimit,
            alignment: environment.alignment.drawn(in: context.environmentValues.layoutDirection),
            letterSpacing: style.letterSpacing,
            isUnderlined: style.underline?.isActive ?? false,
            underlineColor: style.underline?.color,
            isStruckThrough: style.strikethrough?.isActive ?? false,
            strikethroughColor: style.strikethrough?.color,
            truncationMode: environment.truncationMode)
        options.spans = spans
        var leaf = TextLeaf(
            string: string, font: style.font, options: options,
            reservedLines: environment.reservedLines.map { max($0, 1) },
            color: Slot(style.color.animatableData))
        if font == nil, parts.isEmpty {
            leaf.inheritedFont = InheritedFont(
                origin: context.environment.fontOrigin, weight: weight,
                isItalic: style.font.isItalic,
                name: style.font.name == context.environment.font.name ? nil : style.font.name)
        }
        context.emit(context.node(id, .leaf(leaf)))
    }

    /// The strings of the text's parts (itself when it has none) with their styles: each
    /// part's own attributes, else those of the texts it is part of.
    internal func segments(inheriting parent: Text, content: TextContentContext) -> [(
        String, Text
    )] {
        var style = Text(verbatim: "")
        style.font = font ?? parent.font
        style.weight = weight ?? parent.weight
        style.paint = paint ?? parent.paint
        style.styling = styling.merged(with: parent.styling)
        if parts.isEmpty {
            let string =
                dateContent?.string(now: content.now, environment: content.environment)
                ?? self.string
            return [(string, style)]
        }
        return parts.flatMap { $0.segments(inheriting: style, content: content) }
    }

    /// This text's own attributes over the environment's.
    @MainActor internal func resolvedStyle(in context: inout ResolveContext) -> ResolvedTextStyle {
        let environment = context.environment.text
        var font = self.font ?? context.environment.font
        if let weight = weight ?? context.environment.fontWeight { font.weight = weight }
        if styling.isItalic ?? environment.isItalic { font.isItalic = true }
        if let design = styling.design ?? environment.design, font.isSystemDesign {
            font.name = design.family
        }
        let paint = self.paint ?? .contextual(.primary)
        let color = paint.resolved(in: context.environment.styles).representativeColor
        context.diagnoseAssetColor(in: .color(color))
        let spacing =
            (styling.kerning ?? environment.kerning) + (styling.tracking ?? environment.tracking)
        return ResolvedTextStyle(
            font: font, color: color, letterSpacing: spacing.isFinite ? spacing : 0,
            underline: styling.underline ?? environment.underline,
            strikethrough: styling.strikethrough ?? environment.strikethrough)
    }
}

/// The style of one part of a text, resolved against the environment.
nonisolated internal struct ResolvedTextStyle {
    internal var font: Font
    internal var color: Color
    internal var letterSpacing: Double
    internal var underline: TextDecoration?
    internal var strikethrough: TextDecoration?

    /// The span of `range` with what differs from `base`.
    internal func span(over range: Range<Int>, from base: ResolvedTextStyle) -> TextSpan {
        var span = TextSpan(range: range)
        if font != base.font { span.font = font }
        if color != base.color { span.color = color }
        if letterSpacing != base.letterSpacing { span.letterSpacing = letterSpacing }
        if (underline?.isActive ?? false) != (base.underline?.isActive ?? false)
            || underline?.color != base.underline?.color
        {
            span.isUnderlined = underline?.isActive ?? false
            span.underlineColor = underline?.color
        }
        if (strikethrough?.isActive ?? false) != (base.strikethrough?.isActive ?? false)
            || strikethrough?.color != base.strikethrough?.color
        {
            span.isStruckThrough = strikethrough?.isActive ?? false
            span.strikethroughColor = strikethrough?.color
        }
        return span
    }
}

/// The layout leaf of text; its slot is its colour.
@SlotOwner
nonisolated package struct TextLeaf: LeafContent {
    internal let string: String
    package var font: Font
    internal let options: TextOptions
    /// The lines the text's height always holds (`lineLimit(_:reservesSpace:)`).
    internal let reservedLines: Int?
    package var color: Slot<Color.AnimatableData>
    /// How the font came from the environment, when the text did not set its own.
    internal var inheritedFont: InheritedFont?

    /// The text's stand-in: its measured size, and its first and last baselines as the
    /// measurer places them in a box of the laid-out width (the text wraps there as it did
    /// when sized), so that `.firstTextBaseline` and `.lastTextBaseline` stacks align the
    /// lines of text, and the symbols, beside it.
    package func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        let (string, font, options, reserved) = (string, font, options, reservedLines)
        let sizing = LayoutSubview.sizing { proposal in
            var size = measurer.size(of: string, font: font, options: options, proposal: proposal)
            if let reserved {
                let line = measurer.size(
                    of: "X", font: font, options: TextOptions(), proposal: .unspecified)
                size.height = max(size.height, Double(reserved) * line.height)
            }
            return size
        }
        let baselines: @Sendable (ViewDimensions) -> (first: CGFloat, last: CGFloat) = { d in
            let lines = measurer.baselines(
                of: string, font: font, proposal: ProposedViewSize(width: d.width, height: nil))
            return (min(lines.first, d.height), min(lines.last, d.height))
        }
        return
            sizing
            .alignmentGuide(.firstTextBaseline) { baselines($0).first }
            .alignmentGuide(.lastTextBaseline) { baselines($0).last }
    }

    package func draw(
        size: CGSize, transform: CGAffineTransform, time: Double?,
        into list: inout DisplayListBuilder
    ) {
        var color = Color.clear
        color.animatableData = self.color.value(at: time)
        list.append(
            .text(
                TextRun(
                    string: string, font: font, color: color, origin: .zero, size: size,
                    transform: transform, options: options)))
    }
}

/// How a text's font was made from the environment's font and weight: what the text and
/// its styling added on top, so that the same text can take another environment's font.
nonisolated internal struct InheritedFont: Sendable {
    /// The identity of the view that set the environment's font (`SceneEnvironment`'s
    /// `fontOrigin`).
    internal var origin: ViewIdentity
    /// The text's own weight, which wins over the environment's.
    internal var weight: Font.Weight?
    /// Whether the font is italic (the text's or its environment's styling).
    internal var isItalic: Bool
    /// The family a design gave the font, if any.
    internal var name: String?

    /// The font the text takes in `environment`.
    internal func font(in environment: SceneEnvironment) -> Font {
        var font = environment.font
        if let weight = weight ?? environment.fontWeight { font.weight = weight }
        if isItalic { font.isItalic = true }
        if let name, font.isSystemDesign { font.name = name }
        return font
    }
}

nonisolated extension Font {
    /// Whether the font is the system font or one of its designs, which `fontDesign(_:)`
    /// replaces (a custom family is kept).
    internal var isSystemDesign: Bool {
        name == nil || [Design.serif, .monospaced].contains { $0.family == name }
    }
}

nonisolated extension UnresolvedPaint {
    /// The colour of text painted with this style.
    internal var representativeColor: Color {
        switch self {
        case .color(let c): return c
        case .contextual, .image: return .primary
        case .linear(let g, _, _), .radial(let g, _, _, _), .angular(let g, _, _, _),
            .elliptical(let g, _, _, _):
            return g.stops.first?.color ?? .clear
        case .mesh(let m):
            return m.vertexColors.first ?? m.background
        }
    }
}

/// What a text's formatted content depends on: the scene's date and the environment.
nonisolated internal struct TextContentContext {
    internal let now: Date
    internal let environment: EnvironmentValues
}
