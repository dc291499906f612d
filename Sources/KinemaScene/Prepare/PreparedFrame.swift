import Foundation
import KinemaGraphics

/// One frame of a timeline ready to draw on any thread (Kinema's own): the compiled
/// states at the frame's time, and the frame's dynamic content already evaluated on the
/// main actor.
///
/// SwiftUI runs view bodies on the main actor, and so does Kinema, including the bodies
/// it evaluates again for every frame of an animation: an animatable modifier's
/// `body(content:)` for the interpolated data, the content of `keyframeAnimator` and
/// `phaseAnimator`, a `TimelineView`'s content and the `Canvas` renderers inside it.
/// Preparing a frame (``SceneFrameSource/preparedFrame(at:)``, on the main actor) runs
/// that code for the frame's time; what it makes is `Sendable`, and
/// ``displayList()`` draws from it on any thread, running only what SwiftUI runs off the
/// main thread (shape paths, layouts, geometry and visual effects).
///
/// ```swift
/// // On the main actor: the per-frame content of each frame.
/// let frames = times.map { timeline.preparedFrame(at: $0) }
/// // Anywhere, concurrently: the display lists.
/// let lists = await withTaskGroup(of: DisplayList.self) { group in ... }
/// ```
///
/// A frame that shows no dynamic content needs no preparation: preparing it is O(1).
public struct PreparedFrame: Sendable {
    internal let record: TimelineRecord
    internal let stateIndex: Int
    /// The frame's time, in seconds (`-infinity`: before every change).
    public let time: TimeInterval
    /// The frame's dynamic content resolved for its time, by site.
    internal let content: [DynamicSite: CompiledTree]

    internal init(
        record: TimelineRecord, stateIndex: Int, time: TimeInterval,
        content: [DynamicSite: CompiledTree]
    ) {
        self.record = record
        self.stateIndex = stateIndex
        self.time = time
        self.content = content
    }

    /// The canvas size.
    public var size: CGSize { record.size }

    /// The frame's display list: a pure function of the frame, safe to call from any
    /// number of tasks at once.
    /// - Complexity: O(*n*) in the number of views, plus a layout pass while a layout's
    ///   animatable data animates.
    public func displayList() -> DisplayList {
        var renderer = Renderer(
            record: record, stateIndex: stateIndex, time: time, content: content)
        return DisplayList(size: record.size, items: renderer.draw())
    }
}
