import Foundation
import KinemaCairo
import Testing

/// Records a test issue unless `image` matches the golden image `name` (see
/// ``SnapshotComparison`` for where references live and how to record them).
///
/// - Parameters:
///   - image: The rendered image.
///   - name: The reference's name, unique within the test file.
///   - threshold: The color tolerance of `ImageDiff`; 0.1 by default.
///   - toleratedPixels: Differing pixels allowed; 0 by default.
///   - filePath: The test file, beside which the snapshots folder is.
///   - sourceLocation: Where an issue is recorded.
public func expectSnapshot(
    _ image: RGBAImage, named name: String, threshold: Double = 0.1, toleratedPixels: Int = 0,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let record = SnapshotRecordingTrait.isRecording
    if record && SnapshotComparison.isContinuousIntegration() {
        Issue.record(
            Comment(
                rawValue: "Snapshot '\(name)': .recordSnapshots is ignored when CI=true; remove "
                    + "the trait"), sourceLocation: sourceLocation)
    }
    let comparison = SnapshotComparison(
        filePath: filePath, diff: ImageDiff(threshold: threshold), toleratedPixels: toleratedPixels,
        record: record)
    let outcome: SnapshotComparison.Outcome
    do {
        outcome = try comparison.compare(image, named: name)
    } catch {
        Issue.record(
            Comment(rawValue: "Snapshot '\(name)': \(error)"), sourceLocation: sourceLocation)
        return
    }
    let message: String
    switch outcome {
    case .matched:
        return
    case .recorded(let url):
        message =
            "Recorded snapshot '\(name)' at \(url.path); run again without "
            + "KINEMA_RECORD_SNAPSHOTS or .recordSnapshots to compare"
    case .missingReference(let url):
        message =
            "No reference for snapshot '\(name)' at \(url.path); record it with "
            + "KINEMA_RECORD_SNAPSHOTS=1 (never on CI)"
    case .mismatch(let count, let expected, let actual, let diff):
        message =
            "Snapshot '\(name)' differs in \(count) pixels (tolerated: \(toleratedPixels)); "
            + "expected \(expected.path), actual \(actual.path), diff \(diff.path); "
            + "every failure side by side: \(comparison.report.url.path)"
    case .sizeMismatch(let reference, let actual, let file):
        message =
            "Snapshot '\(name)' is \(actual.width)x\(actual.height) but its reference is "
            + "\(reference.width)x\(reference.height); actual image at \(file.path); "
            + "every failure side by side: \(comparison.report.url.path)"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
