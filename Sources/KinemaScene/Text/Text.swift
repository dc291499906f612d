import Foundation
import KinemaCore
import KinemaLayout

/// A run of text in a font and colour, measured by the scene's ``TextMeasurer``.
///
/// ```swift
/// Text("Extract").font(.system(size: 20, weight: .bold)).foregroundStyle(Color.white)
/// ```
///
/// The colour comes from the foreground style (a gradient colours text with its first
/// stop) and animates; the font does not.
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
    internal var string: String
    internal var font: Font?
    internal var weight: Font.Weight?
    internal var color: Color?

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

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in a colour.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    /// No body: text is a leaf.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext) {
        var font = self.font ?? context.environment.font
        if let weight = weight ?? context.environment.fontWeight { font.weight = weight }
        let color = self.color ?? context.environment.foreground.representativeColor
        let leaf = TextLeaf(string: string, font: font, color: Slot(color.animatableData))
        context.emit(context.node(id, .leaf(leaf)))
    }
}

/// The layout leaf of text; its slot is its colour.
nonisolated internal struct TextLeaf: LeafContent {
    internal let string: String
    internal let font: Font
    internal var color: Slot<Color.AnimatableData>

    internal mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        visitor.visit(&color)
    }

    internal func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        let (string, font) = (self.string, self.font)
        return .sizing { measurer.size(of: string, font: font, proposal: $0) }
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
                    transform: transform)))
    }
}

nonisolated extension UnresolvedPaint {
    /// The colour of text painted with this style.
    internal var representativeColor: Color {
        switch self {
        case .color(let c): return c
        case .foreground: return .primary
        case .linear(let g, _, _), .radial(let g, _, _, _), .angular(let g, _, _, _),
            .elliptical(let g, _, _, _):
            return g.stops.first?.color ?? .clear
        }
    }
}
