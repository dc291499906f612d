// Scenes of nested chains at growing depth: building a SceneTimeline and drawing one
// frame must cost the same per level (within 2x of depth 10) from depth 10 to 5,000.
// Owned by the layout-depth work; main.swift makes one call, runSceneDepthBenchmarks().
import BenchmarkHarness
import Foundation
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// The chain kinds of KinemaLayout's depth benchmark, as views.
enum SceneChainKind: String, CaseIterable, Sendable {
    case hstack = "HStack chain"
    case vstack = "VStack chain"
    case zstack = "ZStack chain"
    case twoChild = "HStack { chain; rectangle }"
    case padded = "padding/stack alternation"
}

/// `depth` nested containers of one kind around a rectangle, resolved through recursion
/// of `body` as an app's views are.
struct SceneChain: View {
    let kind: SceneChainKind
    let depth: Int

    var body: some View {
        if depth == 0 {
            Rectangle()
        } else {
            level
        }
    }

    @ViewBuilder private var level: some View {
        let inner = SceneChain(kind: kind, depth: depth - 1)
        switch kind {
        case .hstack: HStack { inner }
        case .vstack: VStack { inner }
        case .zstack: ZStack { inner }
        case .twoChild:
            HStack {
                inner
                Rectangle()
            }
        case .padded:
            if depth.isMultiple(of: 2) {
                HStack { inner }.padding(2)
            } else {
                VStack(alignment: .leading) { inner }
            }
        }
    }
}

/// Builds the timeline of a chain and draws its first frame; returns the item count.
@MainActor
func sceneChainFrame(_ kind: SceneChainKind, depth: Int) -> Double {
    let timeline = SceneTimeline(size: CGSize(width: 100_000, height: 100_000), initialState: 0) {
        _ in SceneChain(kind: kind, depth: depth)
    }
    return Double(timeline.frame(at: 0).items.count)
}

/// Prints, for every chain kind, the time per level of a timeline build plus one frame at
/// depths 100, 1,000 and 5,000 against depth 10 (equal level counts, alternating runs).
@MainActor
func runSceneDepthBenchmarks(runs: Int = 5) {
    var table = ComparisonTable(
        title: "Scenes of nested chains: SceneTimeline build + one frame, time per level "
            + "(ratio = depth d / depth 10, equal level counts, alternating runs; goal: 2x)",
        baselineName: "depth 10")
    for kind in SceneChainKind.allCases {
        for depth in [100, 1_000, 5_000] {
            let repeats = depth / 10
            let comparison = compare(
                "\(kind.rawValue), depth \(depth)", against: "depth 10 x \(repeats)",
                iterations: 1, runs: runs,
                subject: { n in
                    var sum = 0.0
                    for _ in 0..<n { sum += sceneChainFrame(kind, depth: depth) }
                    return sum
                },
                baseline: { n in
                    var sum = 0.0
                    for _ in 0..<(n * repeats) { sum += sceneChainFrame(kind, depth: 10) }
                    return sum
                })
            table.add(comparison, goal: 2)
        }
    }
    print(table.text)
    print()
}
