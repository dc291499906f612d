// The benchmark trees, built as stand-in values. Benchmarks/yoga/yoga_bench.py builds the
// same trees for Yoga; keep the numbers in step.
import Foundation
import KinemaCore
import KinemaLayout

/// The row: 10,000 children, even ones fixed 10x10, odd ones flexible.
let rowChildren = 10_000
let rowProposal = ProposedViewSize(width: 100_000, height: 100)

func makeRow() -> LayoutSubview {
    // Distinct nodes, as a real view tree has (shared ones would contend for their
    // reference counts when measured on several cores).
    let children = (0..<rowChildren).map { i in
        i.isMultiple(of: 2) ? LayoutSubview.fixed(CGSize(width: 10, height: 10)) : .flexible()
    }
    return .container(HStackLayout(spacing: 0), subviews: children)
}

/// The huge nested tree: 4 levels of 10 children, rows and columns alternating,
/// flexible leaves: 1 + 10 + 100 + 1,000 + 10,000 = 11,111 nodes.
let nestedFanout = 10
let nestedDepth = 4
let nestedProposal = ProposedViewSize(width: 1000, height: 1000)

func makeNested(level: Int = 0) -> LayoutSubview {
    let children = (0..<nestedFanout).map { _ in
        level + 1 < nestedDepth ? makeNested(level: level + 1) : LayoutSubview.flexible()
    }
    return level.isMultiple(of: 2)
        ? .container(HStackLayout(spacing: 0), subviews: children)
        : .container(VStackLayout(spacing: 0), subviews: children)
}

/// One frame of the animated wheel: 60 spokes, each a column of 10 rows of 5 flexible
/// views (3,661 nodes), with the wheel's radius and rotation interpolated at `amount`.
func makeWheelFrame(amount: Double, spokes: [LayoutSubview]) -> LayoutSubview {
    let start = WheelLayout(radius: 100, rotation: .zero)
    var wheel = start
    wheel.animatableData = start.animatableData.interpolated(
        towards: WheelLayout(radius: 300, rotation: .degrees(360)).animatableData,
        amount: amount)
    return .container(wheel, subviews: spokes)
}

/// Distinct nodes for every spoke, row and leaf: frames laid out on different threads
/// share no objects (as frames built from a timeline would not), so no reference count
/// is contended between cores.
func makeSpokes() -> [LayoutSubview] {
    (0..<60).map { _ in
        LayoutSubview.container(
            VStackLayout(spacing: 1),
            subviews: (0..<10).map { _ in
                LayoutSubview.container(
                    HStackLayout(spacing: 1),
                    subviews: (0..<5).map { _ in .flexible(idealWidth: 4, idealHeight: 4) })
            })
    }
}

/// The sum of every frame's width and height: the checksum Yoga's script prints too.
func checksum(_ placements: LayoutPlacements) -> Double {
    var sum = 0.0
    for frame in placements.frames { sum += Double(frame.width + frame.height) }
    return sum
}
