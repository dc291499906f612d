// The public layouts driven through extreme finite values: no trap, no NaN in any size or
// frame (infinities may appear where the numbers truly overflow).
import Kinema
import KinemaTestSupport
import Testing

@Suite("Layouts at extreme finite values")
struct ExtremeLayoutTests {
    static let extremes: [CGFloat] = [
        0, 1e-300, -1e-300, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1,
        12,
    ]

    static func pick(_ g: inout SeededGenerator) -> CGFloat { extremes.randomElement(using: &g)! }

    static func leaf(_ g: inout SeededGenerator) -> LayoutSubview {
        switch g.next() % 3 {
        case 0: return .fixed(CGSize(width: pick(&g), height: pick(&g)))
        case 1:
            return .flexible(
                minWidth: pick(&g), idealWidth: pick(&g), maxWidth: pick(&g),
                minHeight: pick(&g), idealHeight: pick(&g), maxHeight: pick(&g))
        default: return .spacer(minLength: pick(&g))
        }
    }

    static func container(_ g: inout SeededGenerator, children: [LayoutSubview]) -> LayoutSubview {
        let spacing: CGFloat? = g.next() % 4 == 0 ? nil : pick(&g)
        let other: CGFloat? = g.next() % 4 == 0 ? nil : pick(&g)
        let counts = [Int.max, Int.min, 0, 1, 3]
        switch g.next() % 10 {
        case 0: return .container(HStackLayout(spacing: spacing), subviews: children)
        case 1: return .container(VStackLayout(spacing: spacing), subviews: children)
        case 2: return .container(ZStackLayout(), subviews: children)
        case 3:
            return .container(
                GridLayout(
                    columnCount: counts.randomElement(using: &g)!, horizontalSpacing: spacing,
                    verticalSpacing: other), subviews: children)
        case 4:
            return .container(
                FlowLayout(horizontalSpacing: spacing, verticalSpacing: other), subviews: children)
        case 5: return .container(RadialLayout(), subviews: children)
        case 6:
            return .container(
                WheelLayout(radius: pick(&g), rotation: .degrees(Double(pick(&g)))),
                subviews: children)
        case 7:
            return .container(
                RecursiveWheelLayout(
                    radius: pick(&g), rotation: .radians(Double(pick(&g))),
                    viewsPerRing: counts.randomElement(using: &g)!), subviews: children)
        case 8: return .container(EqualWidthHStack(spacing: spacing), subviews: children)
        default: return .container(EqualWidthVStack(spacing: spacing), subviews: children)
        }
    }

    @Test("Stacks, grid, flow, radial, wheels and equal-width stacks: never NaN")
    func layouts() {
        var g = SeededGenerator(seed: 0x1A70)
        for _ in 0..<1500 {
            let inner = Self.container(&g, children: (0..<3).map { _ in Self.leaf(&g) })
            let root = Self.container(&g, children: [Self.leaf(&g), inner, Self.leaf(&g)])
            let engine = LayoutEngine(root: root)
            for _ in 0..<3 {
                let width: CGFloat? = g.next() % 4 == 0 ? nil : Self.pick(&g)
                let height: CGFloat? = g.next() % 4 == 0 ? nil : Self.pick(&g)
                let result = engine.layout(in: ProposedViewSize(width: width, height: height))
                #expect(!result.size.width.isNaN && !result.size.height.isNaN, "\(root)")
                for frame in result.frames {
                    let values = [
                        frame.origin.x, frame.origin.y, frame.size.width, frame.size.height,
                    ]
                    #expect(
                        values.allSatisfy { !$0.isNaN },
                        "\(frame) in \(root) for \(width), \(height)")
                }
            }
        }
    }
}
