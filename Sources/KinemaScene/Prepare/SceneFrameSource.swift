import Foundation
import KinemaGraphics

/// Something that draws a scene at any time: a ``SceneTimeline`` or the
/// ``HostedTimeline`` of a ``ViewHost`` (Kinema's own; the Cairo backend renders either).
///
/// A frame is made in two steps, as SwiftUI's concurrency contract requires: its
/// per-frame main-actor content is evaluated on the main actor
/// (``preparedFrame(at:)``), then the ``PreparedFrame`` draws on any thread. Frames are
/// a pure function of the time, so a render may prepare and draw them in any order, as
/// many at once as it likes, with the same bytes as a serial render.
public protocol SceneFrameSource: Sendable {
    /// The canvas size.
    var size: CGSize { get }
    /// The frame at `time`, in seconds, with its per-frame content evaluated here, on
    /// the main actor: ready to draw on any thread.
    @MainActor func preparedFrame(at time: TimeInterval) -> PreparedFrame
    /// The frame at `time` when it needs nothing from the main actor (it shows no
    /// dynamic content), from any thread; `nil` when it must be prepared.
    func readyFrame(at time: TimeInterval) -> PreparedFrame?
}

extension SceneFrameSource {
    /// The frame at `time`, from any task: ready at once when it needs no preparation,
    /// else prepared on the main actor (a hop there and back).
    public func prepareFrame(at time: TimeInterval) async -> PreparedFrame {
        if let frame = readyFrame(at: time) { return frame }
        return await preparedFrame(at: time)
    }

    /// The display list at `time`: the frame prepared and drawn here, on the main actor.
    ///
    /// Before the first change (and for NaN) it shows the initial state; at `.infinity`
    /// every finite animation has finished.
    /// - Complexity: O(*n*) in the number of views, plus a layout pass while a layout's
    ///   animatable data animates, plus resolving the dynamic content that changes at the
    ///   time.
    @MainActor
    public func frame(at time: TimeInterval) -> DisplayList {
        preparedFrame(at: time).displayList()
    }
}

extension SceneTimeline: SceneFrameSource {}

extension HostedTimeline: SceneFrameSource {}
