import Testing

/// A trait that records the snapshot references of a test, or of every test in a suite,
/// instead of comparing with them: the Swift Testing way to ask for record mode, beside
/// `KINEMA_RECORD_SNAPSHOTS=1` (Kinema's own).
///
/// ```swift
/// @Test(.recordSnapshots) func badge() async {
///     await expectSnapshot(of: Badge(count: 3), size: CGSize(width: 80, height: 40))
/// }
/// ```
///
/// A test that records fails once, naming the files it wrote, so a recording never passes
/// by accident; remove the trait and run it again to compare. When `CI=true`, nothing is
/// recorded: the test compares, and an issue says the trait is still there.
public struct SnapshotRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to the tests of a suite too.
    public var isRecursive: Bool { true }

    /// Whether the tests in scope record their snapshots (Kinema's own task-local value;
    /// the trait sets it).
    @TaskLocal public static var isRecording = false

    /// Runs the test with ``isRecording`` on.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Self.$isRecording.withValue(true) { try await function() }
    }
}

extension Trait where Self == SnapshotRecordingTrait {
    /// Records the snapshot references of the test (or suite) instead of comparing; never
    /// when `CI=true`.
    public static var recordSnapshots: Self { SnapshotRecordingTrait() }
}
