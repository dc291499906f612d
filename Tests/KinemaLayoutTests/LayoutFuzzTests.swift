import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

/// Seeded fuzzing of every built-in layout with special lengths, spacings, priorities and
/// proposals: no crash, no hang, never a NaN in a size or a frame.
@Suite("Layout fuzzing")
struct LayoutFuzzTests {
    static let special: [CGFloat] = [
        0, -0.0, 1, -1, 8, 1e-9, 1e-300, 1e300, -1e300, .infinity, -.infinity, .nan,
        .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]

    static func pick(_ g: inout SeededGenerator) -> CGFloat {
        g.next() % 3 == 0
            ? CGFloat.random(in: 0...120, using: &g) : special.randomElement(using: &g)!
    }

    static func optionalPick(_ g: inout SeededGenerator) -> CGFloat? {
        g.next() % 4 == 0 ? nil : pick(&g)
    }

    static func leaf(_ g: inout SeededGenerator) -> LayoutSubview {
        var leaf: LayoutSubview
        switch g.next() % 5 {
        case 0: leaf = .fixed(CGSize(width: pick(&g), height: pick(&g)))
        case 1:
            leaf = .flexible(
                minWidth: pick(&g), idealWidth: optionalPick(&g), maxWidth: pick(&g),
                minHeight: pick(&g), idealHeight: optionalPick(&g), maxHeight: pick(&g))
        case 2:
            let (w, h) = (pick(&g), pick(&g))
            leaf = .sizing { p in CGSize(width: p.width ?? w, height: (p.height ?? h) / 2) }
        case 3: leaf = .spacer(minLength: optionalPick(&g))
        default: leaf = .flexible()
        }
        if g.next() % 4 == 0 {
            leaf = leaf.layoutPriority(Double(pick(&g)))
        }
        if g.next() % 5 == 0 {
            let value = pick(&g)
            leaf = leaf.alignmentGuide(.leading) { _ in value }
                .alignmentGuide(VerticalAlignment.center) { d in d.height * value }
        }
        if g.next() % 6 == 0 {
            leaf = leaf.spacing(ViewSpacing(top: pick(&g), leading: optionalPick(&g)))
        }
        return leaf
    }

    static func layout(_ g: inout SeededGenerator) -> AnyLayout {
        switch g.next() % 11 {
        case 0: AnyLayout(HStackLayout(alignment: .top, spacing: optionalPick(&g)))
        case 1: AnyLayout(VStackLayout(alignment: .trailing, spacing: optionalPick(&g)))
        case 2: AnyLayout(ZStackLayout(alignment: .bottomLeading))
        case 3:
            AnyLayout(
                GridLayout(
                    columnCount: Int(g.next() % 5) - 1, horizontalSpacing: optionalPick(&g),
                    verticalSpacing: optionalPick(&g)))
        case 4:
            AnyLayout(
                FlowLayout(horizontalSpacing: optionalPick(&g), verticalSpacing: optionalPick(&g)))
        case 5: AnyLayout(RadialLayout())
        case 6:
            AnyLayout(WheelLayout(radius: pick(&g), rotation: .radians(Double(pick(&g)))))
        case 7:
            AnyLayout(
                RecursiveWheelLayout(
                    radius: pick(&g), rotation: .degrees(Double(pick(&g))),
                    viewsPerRing: Int(g.next() % 4) - 1))
        case 8: AnyLayout(EqualWidthHStack())
        case 9: AnyLayout(EqualWidthVStack())
        default: AnyLayout(HStackLayout())
        }
    }

    static func tree(_ g: inout SeededGenerator, depth: Int) -> LayoutSubview {
        guard depth > 0, g.next() % 3 != 0 else { return leaf(&g) }
        let children = (0..<Int(g.next() % 5)).map { _ in tree(&g, depth: depth - 1) }
        return .container(layout(&g), subviews: children)
    }

    static func hasNaN(_ rect: CGRect) -> Bool {
        rect.origin.x.isNaN || rect.origin.y.isNaN || rect.width.isNaN || rect.height.isNaN
    }

    @Test("Random trees of every layout: no NaN in any size or frame")
    func randomTrees() {
        var g = SeededGenerator(seed: 0x1A7)
        for round in 0..<400 {
            let root = Self.tree(&g, depth: 3)
            let proposal = ProposedViewSize(
                width: Self.optionalPick(&g), height: Self.optionalPick(&g))
            let engine = LayoutEngine(root: root)
            let frames = engine.layout(in: proposal).frames
            #expect(!frames.contains(where: Self.hasNaN), "round \(round) \(proposal)")
            let size = root.sizeThatFits(proposal)
            #expect(!size.width.isNaN && !size.height.isNaN, "round \(round)")
            _ = root.spacing
        }
    }

    @Test("Each layout alone over special leaves: no NaN")
    func eachLayout() {
        var g = SeededGenerator(seed: 0x2B8)
        for round in 0..<1500 {
            let leaves = (0..<Int(g.next() % 6)).map { _ in Self.leaf(&g) }
            let layout = Self.layout(&g)
            let proposal = ProposedViewSize(
                width: Self.optionalPick(&g), height: Self.optionalPick(&g))
            let p = layout.placements(of: leaves, in: proposal)
            #expect(!p.size.width.isNaN && !p.size.height.isNaN, "round \(round) \(layout)")
            #expect(!p.frames.contains(where: Self.hasNaN), "round \(round) \(layout) \(proposal)")
        }
    }
}
