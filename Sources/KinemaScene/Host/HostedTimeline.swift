import Foundation
import KinemaGraphics

/// The states a ``ViewHost`` has compiled, drawn at any time (Kinema's own): a `Sendable`
/// value made on the main actor, whose frames are prepared there and drawn anywhere, as
/// many at once as you like (see ``PreparedFrame``).
public struct HostedTimeline: Sendable {
    internal let record: TimelineRecord

    /// The canvas size.
    public var size: CGSize { record.size }

    /// The number of states compiled: the first one plus one per update that changed
    /// state.
    public var stateCount: Int { record.states.count }

    /// The scene times at which the states begin, in order (the first is `-infinity`:
    /// the views as they are made, before they appear).
    public var stateTimes: [TimeInterval] { record.states.map(\.time) }

    /// Problems found in the scene's views and the rules applied to them.
    public var diagnostics: [SceneDiagnostic] { record.diagnostics }

    /// The frame at `time`, its per-frame content evaluated on the main actor, ready to
    /// draw on any thread (see ``PreparedFrame``).
    ///
    /// Events after the time the host was run to have not happened yet in this value.
    /// - Complexity: O(1) for a frame without dynamic content; else a walk over the
    ///   frame's nodes, resolving the dynamic content that changes at the time.
    @MainActor
    public func preparedFrame(at time: TimeInterval) -> PreparedFrame {
        record.preparedFrame(at: time)
    }

    /// The frame at `time` when it needs nothing from the main actor (it shows no dynamic
    /// content), from any thread; `nil` when it must be prepared.
    public func readyFrame(at time: TimeInterval) -> PreparedFrame? {
        record.readyFrame(at: time)
    }
}
