import Foundation
import KinemaCore
import KinemaLayout

/// A run of text in a font and colour, measured by the scene's ``TextMeasurer``.
///
/// ```swift
/// Text("Extract").font(.system(size: 20, weight: .bold)).foregroundStyle(Color.white)
/// Text("Limited").italic().kerning(1.5).lineLimit(1)
/// ```
///
/// The colour comes from the foreground style (a gradient colours text with its first
/// stop) and animates; the font, spacing and line limit do not (as in SwiftUI, a change
/// shows at once).
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
    internal var string: String
    internal var font: Font?
    internal var weight: Font.Weight?
    internal var color: Color?
    /// The styling the text's own modifiers set; the environment's where unset.
    internal var styling = TextStyling()

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
        text.color = color
        return text
    }

    /// No body: text is a leaf.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext) {
        let environment = context.environment.text
        var font = self.font ?? context.environment.font
        if let weight = weight ?? context.environment.fontWeight { font.weight = weight }
        if styling.isItalic ?? environment.isItalic { font.isItalic = true }
        if let design = styling.design ?? environment.design, font.isSystemDesign {
            font.name = design.family
        }
        if let limit = environment.lineLimit, limit < 1 {
            context.diagnose("lineLimit is \(limit): below 1, so 1")
        }
        let underline = styling.underline ?? environment.underline
        let strikethrough = styling.strikethrough ?? environment.strikethrough
        let options = TextOptions(
            lineLimit: environment.lineLimit, alignment: environment.alignment,
            letterSpacing: (styling.kerning ?? environment.kerning)
                + (styling.tracking ?? environment.tracking),
            isUnderlined: underline?.isActive ?? false, underlineColor: underline?.color,
            isStruckThrough: strikethrough?.isActive ?? false,
            strikethroughColor: strikethrough?.color, truncationMode: environment.truncationMode)
        let color = self.color ?? context.environment.foreground.representativeColor
        context.diagnoseAssetColor(in: .color(color))
        let string: String
        switch environment.textCase {
        case .uppercase?: string = self.string.uppercased(with: context.environmentValues.locale)
        case .lowercase?: string = self.string.lowercased(with: context.environmentValues.locale)
        case nil: string = self.string
        }
        let leaf = TextLeaf(
            string: string, font: font, options: options,
            reservedLines: environment.reservedLines.map { max($0, 1) },
            color: Slot(color.animatableData))
        context.emit(context.node(id, .leaf(leaf)))
    }
}

/// The layout leaf of text; its slot is its colour.
nonisolated internal struct TextLeaf: LeafContent {
    internal let string: String
    internal let font: Font
    internal let options: TextOptions
    /// The lines the text's height always holds (`lineLimit(_:reservesSpace:)`).
    internal let reservedLines: Int?
    internal var color: Slot<Color.AnimatableData>

    internal mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        visitor.visit(&color)
    }

    internal func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        let (string, font, options, reserved) = (string, font, options, reservedLines)
        return .sizing { proposal in
            var size = measurer.size(of: string, font: font, options: options, proposal: proposal)
            if let reserved {
                let line = measurer.size(
                    of: "X", font: font, options: TextOptions(), proposal: .unspecified)
                size.height = max(size.height, Double(reserved) * line.height)
            }
            return size
        }
    }

    internal func draw(
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
        case .foreground, .image: return .primary
        case .linear(let g, _, _), .radial(let g, _, _, _), .angular(let g, _, _, _),
            .elliptical(let g, _, _, _):
            return g.stops.first?.color ?? .clear
        }
    }
}
