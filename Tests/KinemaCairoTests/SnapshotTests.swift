import CCairo
import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import Testing

@Suite("Golden-image snapshots")
struct SnapshotTests {
    static func sample() throws -> RGBAImage {
        try RGBAImage(makeSampleSurface(opaque: false))
    }

    /// A comparison rooted in a temporary "test file" so the real __Snapshots__ stay untouched.
    static func comparison(_ environment: [String: String]) throws -> (SnapshotComparison, URL) {
        let root = try makeTemporaryDirectory()
        var environment = environment
        environment["KINEMA_SNAPSHOT_ARTIFACTS"] = root.appending(path: "artifacts").path
        let comparison = SnapshotComparison(
            filePath: root.appending(path: "FakeTests.swift").path, environment: environment)
        return (comparison, root)
    }

    @Test("The checked-in reference matches the rendering")
    func checkedInReference() throws {
        expectSnapshot(try Self.sample(), named: "sample")
    }

    @Test("Record mode comes from KINEMA_RECORD_SNAPSHOTS=1 and never applies on CI")
    func recordMode() throws {
        #expect(try Self.comparison(["KINEMA_RECORD_SNAPSHOTS": "1"]).0.isRecording)
        #expect(try !Self.comparison(["KINEMA_RECORD_SNAPSHOTS": "1", "CI": "true"]).0.isRecording)
        #expect(try !Self.comparison([:]).0.isRecording)
    }

    @Test("Record, match, missing, mismatch with expected/actual/diff files")
    func outcomes() throws {
        let image = try Self.sample()
        let (recorder, root) = try Self.comparison(["KINEMA_RECORD_SNAPSHOTS": "1"])
        let reference = root.appending(path: "__Snapshots__/FakeTests/shape.png")
        #expect(try recorder.compare(image, named: "shape") == .recorded(reference))
        let (checker, _) = try Self.comparison([:])
        var checkerHere = checker
        checkerHere.snapshotDirectory = recorder.snapshotDirectory
        checkerHere.artifactsDirectory = root.appending(path: "artifacts/FakeTests")
        #expect(try checkerHere.compare(image, named: "shape") == .matched)
        #expect(
            try checkerHere.compare(image, named: "other")
                == .missingReference(recorder.snapshotDirectory.appending(path: "other.png")))
        var changed = image
        for x in 0..<10 { changed[x, 40] = .init(red: 255, green: 0, blue: 0) }
        let outcome = try checkerHere.compare(changed, named: "shape")
        guard case .mismatch(let count, let expected, let actual, let diff) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(count == 10)
        #expect(try RGBAImage(contentsOfPNG: expected) == image)
        #expect(try RGBAImage(contentsOfPNG: actual) == changed)
        let diffImage = try RGBAImage(contentsOfPNG: diff)
        #expect(diffImage[5, 40] == .init(red: 255, green: 0, blue: 0))
        checkerHere.toleratedPixels = 10
        #expect(try checkerHere.compare(changed, named: "shape") == .matched)
        let wrongSize = try checkerHere.compare(RGBAImage(width: 3, height: 3), named: "shape")
        guard case .sizeMismatch = wrongSize else {
            Issue.record("expected a size mismatch, got \(wrongSize)")
            return
        }
    }
}
