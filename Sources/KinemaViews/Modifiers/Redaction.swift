import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// Why views are redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates reasons from raw bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content is a placeholder while the real content loads: text draws as grey bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private (only `privacySensitive` views are hidden; Kinema draws
    /// everything unchanged).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date (drawn unchanged).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The environment's redaction reasons.
private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// Why the views are redacted (`redacted(reason:)`); empty unless set.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Redacts this view, as SwiftUI's `redacted(reason:)`: with `.placeholder`, every
    /// text inside draws as rounded bars in its colour at 0.2 opacity, one per line of
    /// its height, in the text's frame (so the layout is the one of the real text), as
    /// SwiftUI's skeleton placeholders look; other views are drawn unchanged. The reasons
    /// are in the environment (`@Environment(\.redactionReasons)`) for views that check.
    /// - Parameter reason: Why the view is redacted (empty: not redacted).
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _RedactionModifier> {
        modifier(_RedactionModifier(reasons: reason, isUnredacting: false))
    }

    /// Draws this view unredacted inside a redacted view, as SwiftUI's `unredacted()`.
    public func unredacted() -> ModifiedContent<Self, _RedactionModifier> {
        modifier(_RedactionModifier(reasons: [], isUnredacting: true))
    }
}

/// The modifier of `redacted(reason:)` and `unredacted()`.
nonisolated public struct _RedactionModifier: ViewModifier, PrimitiveModifier {
    internal let reasons: RedactionReasons
    internal let isUnredacting: Bool

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let (reasons, isUnredacting) = (self.reasons, self.isUnredacting)
        let change: (inout EnvironmentValues) -> Void = {
            if isUnredacting {
                $0.redactionReasons = []
            } else {
                $0.redactionReasons.formUnion(reasons)
            }
        }
        context.changingValues(change) { context in
            context.collect(content, id: id) { context, nodes in
                if isUnredacting {
                    for node in nodes {
                        context.controlState.containers.unredacted.insert(context[node].identity)
                    }
                } else if reasons.contains(.placeholder) {
                    context.redactText(under: nodes)
                }
                for node in nodes { context.emit(node) }
            }
        }
    }
}

extension ResolveContext {
    /// Replaces the text leaves under `roots` (outside `unredacted()` views) by their
    /// placeholder bars.
    /// - Complexity: O(*n*) in the nodes under `roots`, with an explicit stack.
    internal mutating func redactText(under roots: [NodeRef]) {
        var pending = roots
        while let ref = pending.popLast() {
            let node = self[ref]
            if controlState.containers.unredacted.contains(node.identity) { continue }
            if case .leaf(let leaf) = node.kind, let text = leaf as? TextLeaf {
                builder.setKind(.leaf(RedactedTextLeaf(text: text)), of: ref)
            }
            pending.append(contentsOf: builder.children(of: node))
        }
    }
}

/// A text drawn as placeholder bars: laid out as the text, drawn as one rounded bar per
/// line of its height.
@SlotOwner
nonisolated internal struct RedactedTextLeaf: LeafContent {
    internal var text: TextLeaf

    internal mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        text.visitSlots(&visitor)
    }

    internal func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        text.layoutSubview(measurer: measurer)
    }

    internal func draw(
        size: CGSize, transform: CGAffineTransform, time: Double?,
        into list: inout DisplayListBuilder
    ) {
        var color = Color.clear
        color.animatableData = text.color.value(at: time)
        color = color.opacity(0.2)
        let lineHeight = max(CGFloat(text.font.size) * 1.2, 1)
        let lines = max(Int((size.height / lineHeight).rounded()), 1)
        let height = size.height / CGFloat(lines)
        for line in 0..<lines {
            let bar = CGRect(
                x: 0, y: CGFloat(line) * height + height * 0.15, width: size.width,
                height: height * 0.7)
            guard bar.width > 0, bar.height > 0 else { continue }
            list.append(
                .fill(
                    path: Path(roundedRect: bar, cornerRadius: min(bar.height / 4, 4)),
                    paint: .color(color), eoFill: false, transform: transform))
        }
    }
}
