import Foundation
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// A random tree of stacks over fixed-size leaves, built twice: as views, and as
/// KinemaLayout stand-ins.
indirect enum TreeSpec: Sendable {
    case leaf(CGSize)
    case spacer
    case stack(Int, CGFloat?, [TreeSpec])  // 0 = H, 1 = V, 2 = Z

    static func random(depth: Int, using g: inout SeededGenerator) -> TreeSpec {
        if depth == 0 || Int.random(in: 0..<4, using: &g) == 0 {
            if Int.random(in: 0..<6, using: &g) == 0 { return .spacer }
            return .leaf(
                CGSize(
                    width: Double(Int.random(in: 1...30, using: &g)),
                    height: Double(Int.random(in: 1...30, using: &g))))
        }
        let spacing: CGFloat? =
            Bool.random(using: &g) ? nil : Double(Int.random(in: 0...12, using: &g))
        let children = (0..<Int.random(in: 1...4, using: &g)).map { _ in
            random(depth: depth - 1, using: &g)
        }
        return .stack(Int.random(in: 0...2, using: &g), spacing, children)
    }

    var view: AnyView {
        switch self {
        case .leaf(let size):
            return AnyView(Rectangle().fill(red).frame(width: size.width, height: size.height))
        case .spacer:
            return AnyView(Spacer())
        case .stack(let kind, let spacing, let children):
            let content = ForEach(0..<children.count) { children[$0].view }
            switch kind {
            case 0: return AnyView(HStack(spacing: spacing) { content })
            case 1: return AnyView(VStack(spacing: spacing) { content })
            default: return AnyView(ZStack { content })
            }
        }
    }

    var standIn: LayoutSubview {
        switch self {
        case .leaf(let size): return .fixed(size)
        case .spacer: return .spacer()
        case .stack(let kind, let spacing, let children):
            let subviews = children.map(\.standIn)
            switch kind {
            case 0: return .container(HStackLayout(spacing: spacing), subviews: subviews)
            case 1: return .container(VStackLayout(spacing: spacing), subviews: subviews)
            default: return .container(ZStackLayout(), subviews: subviews)
            }
        }
    }

    /// The preorder indices of the leaves among all nodes.
    func leafIndices(from start: Int = 0) -> ([Int], Int) {
        switch self {
        case .leaf: return ([start], start + 1)
        case .spacer: return ([], start + 1)
        case .stack(_, _, let children):
            var next = start + 1
            var result: [Int] = []
            for child in children {
                let (indices, after) = child.leafIndices(from: next)
                result += indices
                next = after
            }
            return (result, next)
        }
    }
}

@MainActor
@Suite struct LayoutAgreementTests {
    /// The frames of the drawn rectangles are those KinemaLayout's engine gives the
    /// same tree of stand-ins, centred in the canvas.
    @Test(arguments: 0..<25)
    func framesMatchTheLayoutEngine(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        let spec = TreeSpec.random(depth: 4, using: &g)
        let size = CGSize(width: 200, height: 160)
        let list = render(size) { spec.view }
        let engine = LayoutEngine(root: .container(ZStackLayout(), subviews: [spec.standIn]))
        let result = engine.layout(in: ProposedViewSize(size))
        let dx = (size.width - result.size.width) / 2
        let dy = (size.height - result.size.height) / 2
        let leaves = spec.leafIndices(from: 1).0
        #expect(list.drawings.count == leaves.count)
        for (n, index) in leaves.enumerated() where n < list.drawings.count {
            expectRect(list.box(n), result.frames[index].offsetBy(dx: dx, dy: dy), tolerance: 1e-9)
        }
    }

    @Test func referenceExampleOverflowsItsProposal() {
        // KinemaLayout's StacksAndSampleLayouts.md: in width 150, A = frame(maxWidth: 100) is offered 75 and takes 75,
        // B = frame(minWidth: 100) is offered 75 and takes 100: 175 in all, centred.
        let list = render(CGSize(width: 150, height: 50)) {
            HStack(spacing: 0) {
                red.frame(maxWidth: 100)
                blue.frame(minWidth: 100)
            }
        }
        expectRect(list.box(0), CGRect(x: -12.5, y: 0, width: 75, height: 50))
        expectRect(list.box(1), CGRect(x: 62.5, y: 0, width: 100, height: 50))
    }
}

@MainActor
@Suite struct SceneGridTests {
    @Test func gridRowsMatchGridLayout() {
        let sizes = [
            CGSize(width: 10, height: 5), CGSize(width: 30, height: 5),
            CGSize(width: 20, height: 9), CGSize(width: 10, height: 5),
        ]
        let list = render {
            Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    red.frame(width: sizes[0].width, height: sizes[0].height)
                    red.frame(width: sizes[1].width, height: sizes[1].height)
                }
                GridRow {
                    red.frame(width: sizes[2].width, height: sizes[2].height)
                    red.frame(width: sizes[3].width, height: sizes[3].height)
                }
            }
        }
        // GridLayout's own example: columns 20 and 30 wide, rows 5 and 9: 54 x 16.
        let grid = GridLayout(columnCount: 2, horizontalSpacing: 4, verticalSpacing: 2)
        let p = grid.placements(of: sizes.map { .fixed($0) }, in: ProposedViewSize(canvas))
        #expect(p.size == CGSize(width: 54, height: 16))
        let dx = (100 - p.size.width) / 2
        let dy = (100 - p.size.height) / 2
        #expect(list.drawings.count == 4)
        for i in 0..<4 {
            expectRect(list.box(i), p.frames[i].offsetBy(dx: dx, dy: dy))
        }
    }

    @Test func looseViewTakesARowOfItsOwn() {
        let list = render {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Square()
                    Square()
                }
                Square()
            }
        }
        // Two rows of 10: the loose square spans both columns, centred below them.
        expectRect(list.box(2), CGRect(x: 45, y: 50, width: 10, height: 10))
    }
}
