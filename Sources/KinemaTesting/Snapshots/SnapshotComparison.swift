// Golden-image comparison for tests that render: references under __Snapshots__/.
import Foundation
import KinemaCairo

/// Compares rendered images with reference PNG files, in the manner of swift-snapshot-testing.
///
/// References live in `__Snapshots__/<test file name>/<name>.png` next to the test file.
/// Record mode (writing references) is on when `KINEMA_RECORD_SNAPSHOTS=1` or a test asks for
/// it (the `.recordSnapshots` trait), and never when `CI=true`. On a mismatch, `<name>.expected.png`, `<name>.actual.png` and `<name>.diff.png`
/// go to the artifacts directory (`KINEMA_SNAPSHOT_ARTIFACTS`, or `kinema-snapshots` in the
/// temporary directory; a subfolder per test file), and ``report`` lists every failure
/// there in one HTML page (see ``SnapshotReport``).
public struct SnapshotComparison: Sendable {
    /// What happened to one snapshot.
    public enum Outcome: Equatable, Sendable {
        /// The image matches the reference.
        case matched
        /// Record mode wrote the reference (the test should fail once, like
        /// swift-snapshot-testing, so a recording never passes by accident).
        case recorded(URL)
        /// There is no reference and record mode is off.
        case missingReference(URL)
        /// The image differs: pixel count and the files written for people to look at.
        case mismatch(differingPixels: Int, expected: URL, actual: URL, diff: URL)
        /// The reference has another size than the image.
        case sizeMismatch(reference: PixelSize, actual: PixelSize, actualFile: URL)
    }

    /// The directory holding the references.
    public var snapshotDirectory: URL
    /// Where mismatch files go: the test file's subfolder of the report's directory.
    public var artifactsDirectory: URL
    /// The HTML report of every failing snapshot in the artifacts folder: the parent of
    /// ``artifactsDirectory``.
    public var report: SnapshotReport {
        SnapshotReport(directory: artifactsDirectory.deletingLastPathComponent())
    }
    /// Whether references are (re)written instead of compared.
    public var isRecording: Bool
    /// The pixel comparison.
    public var diff: ImageDiff
    /// Differing pixels tolerated.
    public var toleratedPixels: Int

    /// A comparison for the test file at `filePath`, configured from `environment`.
    /// - Parameters:
    ///   - filePath: The test file (its `#filePath`).
    ///   - environment: Where `KINEMA_RECORD_SNAPSHOTS`, `CI` and
    ///     `KINEMA_SNAPSHOT_ARTIFACTS` are read; the process's by default.
    ///   - diff: The pixel comparison.
    ///   - toleratedPixels: Differing pixels tolerated.
    ///   - record: Whether the test asks to record references (still never when `CI=true`).
    public init(
        filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        diff: ImageDiff = ImageDiff(), toleratedPixels: Int = 0, record: Bool = false
    ) {
        let file = URL(filePath: filePath)
        let testName = file.deletingPathExtension().lastPathComponent
        snapshotDirectory = file.deletingLastPathComponent()
            .appending(path: "__Snapshots__").appending(path: testName)
        let artifacts =
            environment["KINEMA_SNAPSHOT_ARTIFACTS"].map { URL(filePath: $0) }
            ?? FileManager.default.temporaryDirectory.appending(path: "kinema-snapshots")
        artifactsDirectory = artifacts.appending(path: testName)
        isRecording =
            (record || environment["KINEMA_RECORD_SNAPSHOTS"] == "1")
            && !Self.isContinuousIntegration(environment)
        self.diff = diff
        self.toleratedPixels = toleratedPixels
    }

    /// Compares `image` with the reference `name`, recording or writing artifacts as needed.
    ///
    /// A mismatch writes the images and updates ``report``; a match removes the snapshot's
    /// files of an earlier failure from it.
    ///
    /// - Throws: `ImageFileError` when a reference is unreadable or a file unwritable.
    public func compare(_ image: RGBAImage, named name: String) throws -> Outcome {
        let reference = snapshotDirectory.appending(path: name + ".png")
        if isRecording {
            try FileManager.default.createDirectory(
                at: snapshotDirectory, withIntermediateDirectories: true)
            try image.writePNG(to: reference, compression: .small)
            return .recorded(reference)
        }
        guard FileManager.default.fileExists(atPath: reference.path) else {
            return .missingReference(reference)
        }
        let expected = try RGBAImage(contentsOfPNG: reference)
        try FileManager.default.createDirectory(
            at: artifactsDirectory, withIntermediateDirectories: true)
        let actualFile = artifactsDirectory.appending(path: name + ".actual.png")
        let expectedFile = artifactsDirectory.appending(path: name + ".expected.png")
        let test = artifactsDirectory.lastPathComponent
        guard expected.size == image.size else {
            try image.writePNG(to: actualFile)
            try expected.writePNG(to: expectedFile)
            try report.record(
                .init(
                    test: test, name: name,
                    message: "\(image.width)x\(image.height), but the reference is "
                        + "\(expected.width)x\(expected.height)",
                    expected: expectedFile.lastPathComponent, actual: actualFile.lastPathComponent,
                    diff: nil))
            return .sizeMismatch(
                reference: expected.size, actual: image.size, actualFile: actualFile)
        }
        let result = try diff.compare(expected, image)
        guard result.differingPixelCount > toleratedPixels else {
            try report.clear(test: test, name: name)
            return .matched
        }
        let diffFile = artifactsDirectory.appending(path: name + ".diff.png")
        try expected.writePNG(to: expectedFile)
        try image.writePNG(to: actualFile)
        try result.image!.writePNG(to: diffFile)
        try report.record(
            .init(
                test: test, name: name,
                message:
                    "\(result.differingPixelCount) pixels differ (tolerated: \(toleratedPixels))",
                expected: expectedFile.lastPathComponent, actual: actualFile.lastPathComponent,
                diff: diffFile.lastPathComponent))
        return .mismatch(
            differingPixels: result.differingPixelCount, expected: expectedFile,
            actual: actualFile, diff: diffFile)
    }

    /// Whether `environment` is a CI run (`CI=true`), where references are never recorded.
    public static func isContinuousIntegration(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        environment["CI"] == "true"
    }
}
