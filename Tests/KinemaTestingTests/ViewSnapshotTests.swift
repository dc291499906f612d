// expectSnapshot(of:size:times:): a view hosted and compared at times with references
// under __Snapshots__/ViewSnapshotTests/; record mode from the trait or the environment,
// never on CI.
import Foundation
import KinemaCairo
import KinemaCore
import KinemaLayout
import KinemaScene
import KinemaTesting
import Testing

@MainActor
// Serialized: a test compares a mismatch against a reference another test matches.
@Suite(.serialized) struct ViewSnapshotTests {
    @Test func barGrows() async {
        // growingBar-0s.png, -0.5s.png, -1s.png: 20, 70 and 120 points of orange capsule.
        await expectSnapshot(
            of: GrowingBar().padding(10), size: CGSize(width: 220, height: 30),
            times: [0, 0.5, 1], named: "growingBar")
    }

    @Test func defaultNameIsTheTestsAndScaleDoublesThePixels() async throws {
        await expectSnapshot(of: TwoBlocks(), size: CGSize(width: 120, height: 40), scale: 2)
        let reference = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "__Snapshots__/ViewSnapshotTests")
            .appending(path: "defaultNameIsTheTestsAndScaleDoublesThePixels-0s.png")
        let image = try RGBAImage(contentsOfPNG: reference)
        #expect(image.size == PixelSize(width: 240, height: 80))
    }

    @Test func aDifferentViewFailsWithItsImagesInTheReport() async throws {
        let artifacts = FileManager.default.temporaryDirectory
            .appending(path: "kinema-snapshots/ViewSnapshotTests")
        let diff = artifacts.appending(path: "growingBar-0s.diff.png")
        try? FileManager.default.removeItem(at: diff)
        await withKnownIssue {
            // The reference of `barGrows` at 0 s (20 points wide), against the bar at its
            // full width.
            await expectSnapshot(
                of: Capsule().fill(Color.orange).frame(width: 120, height: 10)
                    .frame(width: 200, alignment: .leading).padding(10),
                size: CGSize(width: 220, height: 30), named: "growingBar")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("differs in") }
        }
        #expect(FileManager.default.fileExists(atPath: diff.path))
    }

    @Test func neverRecordsOnCI() {
        let file = "/tmp/Tests/SomeTests.swift"
        #expect(SnapshotComparison(filePath: file, environment: [:], record: true).isRecording)
        #expect(
            SnapshotComparison(
                filePath: file, environment: ["KINEMA_RECORD_SNAPSHOTS": "1"]
            ).isRecording)
        #expect(
            !SnapshotComparison(
                filePath: file, environment: ["CI": "true", "KINEMA_RECORD_SNAPSHOTS": "1"],
                record: true
            ).isRecording)
        #expect(!SnapshotComparison(filePath: file, environment: [:]).isRecording)
    }

    @Test func theTraitTurnsRecordingOnForItsScope() async throws {
        #expect(!SnapshotRecordingTrait.isRecording)
        let test = try #require(Test.current)
        try await SnapshotRecordingTrait.recordSnapshots.provideScope(for: test, testCase: nil) {
            #expect(SnapshotRecordingTrait.isRecording)
        }
        #expect(!SnapshotRecordingTrait.isRecording)
    }
}
