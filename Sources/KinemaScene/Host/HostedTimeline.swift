import Foundation

/// Something that draws a scene at any time: a ``SceneTimeline`` or the
/// ``HostedTimeline`` of a ``ViewHost`` (Kinema's own; the Cairo backend renders either).
public protocol SceneFrameSource: Sendable {
    /// The canvas size.
    var size: CGSize { get }
    /// The display list at `time`, in seconds; a pure function of the time, safe to call
    /// from any number of tasks at once.
    func frame(at time: TimeInterval) -> DisplayList
}

extension SceneTimeline: SceneFrameSource {}

/// The states a ``ViewHost`` has compiled, drawn at any time (Kinema's own): a `Sendable`
/// value made on the main actor and drawn anywhere, as many frames at once as you like.
public struct HostedTimeline: SceneFrameSource {
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

    /// The display list at `time`.
    ///
    /// Events after the time the host was run to have not happened yet in this value.
    /// - Complexity: O(*n*) in the number of views, as ``SceneTimeline/frame(at:)``.
    public func frame(at time: TimeInterval) -> DisplayList {
        record.frame(at: time)
    }
}
