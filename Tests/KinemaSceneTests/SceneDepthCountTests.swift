import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// Counts the calls KinemaLayout's engine makes into it, and lays out its one subview
/// as its own size.
private struct Probe: Layout {
    /// Shared by every probe of a scene: calls of sizeThatFits, spacing and
    /// explicitAlignment together.
    let calls: Locked<Int>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        calls.withLock { $0 += 1 }
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        calls.withLock { $0 += 1 }
        return subviews.first?.spacing ?? ViewSpacing()
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        calls.withLock { $0 += 1 }
        return nil
    }
}

/// `depth` levels of `HStack { chain; probe }` (or, single, `HStack { chain }` around one
/// probe), resolved through recursion of `body`.
private struct ProbeChain: View {
    let depth: Int
    let twoChildren: Bool
    let calls: Locked<Int>

    var body: some View {
        if depth == 0 {
            Probe(calls: calls) { Rectangle() }
        } else if twoChildren {
            HStack {
                ProbeChain(depth: depth - 1, twoChildren: true, calls: calls)
                Probe(calls: calls) { Rectangle() }
            }
        } else {
            VStack {
                HStack { ProbeChain(depth: depth - 1, twoChildren: false, calls: calls) }
            }
        }
    }
}

/// Scenes of nested stacks: the calls into the leaves' layouts grow linearly with depth
/// (before, a stack asked its child's spacing twice per level: 2^depth calls).
@MainActor
@Suite("Scene depth")
struct SceneDepthCountTests {
    /// The probes' calls for building the timeline of a chain and drawing one frame.
    static func calls(depth: Int, twoChildren: Bool) -> Int {
        let calls = Locked(0)
        let timeline = SceneTimeline(size: CGSize(width: 10_000, height: 1_000), initialState: 0) {
            _ in ProbeChain(depth: depth, twoChildren: twoChildren, calls: calls)
        }
        #expect(timeline.frame(at: 0).drawings.count == (twoChildren ? depth + 1 : 1))
        return calls.withLock { $0 }
    }

    @Test("Calls into the leaves grow linearly with depth", arguments: [false, true])
    func linear(twoChildren: Bool) {
        let depths = [20, 40, 80, 160]
        let counts = depths.map { Self.calls(depth: $0, twoChildren: twoChildren) }
        for k in 2..<counts.count {
            let step = counts[k - 1] - counts[k - 2]
            let nextStep = counts[k] - counts[k - 1]
            #expect(abs(nextStep - 2 * step) <= 8, "calls \(counts) at depths \(depths)")
        }
        // A few calls per probe: spacing once, a size and a guide per distinct proposal
        // (19 for the single probe: the same at every depth).
        let probes = twoChildren ? depths.last! + 1 : 1
        #expect(counts.last! <= 32 * probes, "calls \(counts) at depths \(depths)")
    }
}
