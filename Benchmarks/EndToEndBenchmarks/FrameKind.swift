import Foundation
import KinemaGraphics
import KinemaScene

/// What a frame's display list costs to draw, for the per-kind breakdown: plain items only,
/// opacity groups, or blur and shadow groups (whatever else it has).
enum FrameKind: String, CaseIterable {
    case plain
    case opacity
    case blur

    /// The kind of `list`: blur when it has a blur or shadow group, else opacity when it has
    /// an opacity group below 1, else plain.
    init(_ list: DisplayList) {
        var kind = FrameKind.plain
        for case .beginGroup(let effect) in list.items {
            switch effect {
            case .blur(let radius) where radius > 0:
                self = .blur
                return
            case .shadow:
                self = .blur
                return
            case .opacity(let value) where value < 1:
                kind = .opacity
            default:
                break
            }
        }
        self = kind
    }
}

/// Milliseconds per frame for each frame of a run, by renderer.
struct FrameTimes {
    /// Per frame, in frame order.
    var milliseconds: [Double]

    /// The mean over the frames of `kind` (all frames when `kind` is nil), or nil when none.
    func mean(of kind: FrameKind?, kinds: [FrameKind]) -> Double? {
        let values = zip(milliseconds, kinds).filter { kind == nil || $0.1 == kind }.map(\.0)
        return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}

/// What the per-frame times measure.
enum FrameClock {
    /// Wall-clock time (`DispatchTime`, Python's `time.perf_counter`).
    case wall
    /// The thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`, Python's `time.thread_time`):
    /// steadier on a machine loaded by other work.
    case cpu

    /// Now, in milliseconds.
    var milliseconds: Double {
        switch self {
        case .wall:
            return Double(DispatchTime.now().uptimeNanoseconds) / 1e6
        case .cpu:
            var now = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
            return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
        }
    }

    /// The extra argument of the peer scripts.
    var peerArguments: [String] { self == .cpu ? ["cpu"] : [] }
}

/// The median of `values` (which must not be empty).
func median(of values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count.isMultiple(of: 2)
        ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
}
