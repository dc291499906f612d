/// A type that defines changes to a value over time.
///
/// A ``KeyframeTrack`` is keyframes, and so is anything a ``KeyframesBuilder``
/// builds from tracks: several tracks over different key paths of one value,
/// played in parallel. A ``KeyframeTimeline`` evaluates keyframes at any time.
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Body.Value

    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value>
    var body: Body { get }

    /// Appends the tracks of these keyframes to `tracks`.
    ///
    /// Kinema's own hook, not API: the default reads `body`; tracks append themselves.
    func _appendTracks(to tracks: inout _KeyframeTrackList<Value>)
}

extension Keyframes where Body == Self {
    /// The keyframes themselves: a track is its own body.
    public var body: Self { self }
}

extension Keyframes where Body.Value == Value {
    /// Appends the tracks of `body`.
    public func _appendTracks(to tracks: inout _KeyframeTrackList<Value>) {
        body._appendTracks(to: &tracks)
    }
}

/// The tracks of some keyframes, each waiting for the timeline's initial value.
///
/// Kinema's own, not API: tracks and builders fill it; ``KeyframeTimeline`` reads it.
public struct _KeyframeTrackList<Root> {
    /// Each track, as a function from the timeline's initial value to the sampled track.
    internal var makers: [(Root) -> _SampledTrack<Root>] = []

    /// An empty list.
    internal init() {}

    /// The tracks of `keyframes`.
    internal init(_ keyframes: some Keyframes<Root>) {
        keyframes._appendTracks(to: &self)
    }
}

/// Several tracks as keyframes: what ``KeyframesBuilder`` combines tracks into.
internal struct _KeyframeTrackListContent<Root>: Keyframes {
    typealias Body = Self
    typealias Value = Root

    var list: _KeyframeTrackList<Root>

    init(_ list: _KeyframeTrackList<Root>) { self.list = list }

    func _appendTracks(to tracks: inout _KeyframeTrackList<Root>) {
        tracks.makers.append(contentsOf: list.makers)
    }
}
