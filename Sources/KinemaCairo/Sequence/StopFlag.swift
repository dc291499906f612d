import Synchronization

/// A flag that asks a running ``FrameSequence`` to stop starting new frames.
///
/// Set it from anywhere (a SIGINT handler's dispatch source, a button); the workers finish
/// the frames they are writing, so every frame file present stays complete, and the render
/// throws ``FrameSequenceError/interrupted(completed:total:)``.
public final class StopFlag: Sendable {
    private let stopped = Atomic<Bool>(false)

    /// Creates a flag that is not set.
    public init() {}

    /// Sets the flag.
    public func stop() { stopped.store(true, ordering: .relaxed) }

    /// Whether the flag is set.
    public var isStopped: Bool { stopped.load(ordering: .relaxed) }
}
