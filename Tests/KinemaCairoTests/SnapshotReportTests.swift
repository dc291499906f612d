import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaTestSupport
import Testing

/// `image` with a red square in its corner: a snapshot failure.
private func spoiled(_ image: RGBAImage) -> RGBAImage {
    var result = image
    for y in 0..<8 {
        for x in 0..<8 { result[x, y] = .init(red: 255, green: 0, blue: 0) }
    }
    return result
}

/// Eight references recorded, then compared with spoiled images at once, and one with an
/// image of another size: nine failures in one artifacts folder.
private func failingRun() throws -> (SnapshotComparison, RGBAImage, URL) {
    let image = try SnapshotTests.sample()
    let (recorder, root) = try SnapshotTests.comparison(["KINEMA_RECORD_SNAPSHOTS": "1"])
    for index in 0..<9 { _ = try recorder.compare(image, named: "shape \(index)") }
    let environment = [
        "KINEMA_SNAPSHOT_ARTIFACTS": recorder.report.directory.path
    ]
    let same = SnapshotComparison(
        filePath: root.appending(path: "FakeTests.swift").path, environment: environment)
    let outcomes = Locked([SnapshotComparison.Outcome]())
    DispatchQueue.concurrentPerform(iterations: 8) { index in
        let outcome = try? same.compare(spoiled(image), named: "shape \(index)")
        outcomes.withLock { $0.append(outcome ?? .matched) }
    }
    #expect(
        outcomes.withLock { $0 }.allSatisfy {
            if case .mismatch = $0 { true } else { false }
        })
    let small = RGBAImage(width: 3, height: 2, color: .init(red: 0, green: 0, blue: 255))
    guard case .sizeMismatch = try same.compare(small, named: "shape 8") else {
        Issue.record("a smaller image must be a size mismatch")
        return (same, image, root)
    }
    return (same, image, root)
}

@Suite("Snapshot failures: one HTML report")
struct SnapshotReportTests {
    @Test("Failures compared at once all reach the report; a snapshot that matches leaves it")
    func concurrentFailures() throws {
        let (comparison, image, _) = try failingRun()
        let report = comparison.report
        #expect(report.failures().map(\.name) == (0..<9).map { "shape \($0)" })
        let page = try String(contentsOf: report.url, encoding: .utf8)
        #expect(page.components(separatedBy: "<section class=\"failure\"").count == 10)
        #expect(page.contains("9 failing snapshots"))
        #expect(page.contains("shape%203.diff.png"))
        #expect(page.contains("3x2, but the reference is"))
        // No temporary file left by the atomic writes.
        let names = try FileManager.default.contentsOfDirectory(atPath: report.directory.path)
        #expect(Set(names) == ["index.html", ".report.lock", "FakeTests"], "\(names)")

        #expect(try comparison.compare(image, named: "shape 2") == .matched)
        #expect(report.failures().count == 8)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: comparison.artifactsDirectory.path)
        #expect(!files.contains { $0.hasPrefix("shape 2.") }, "\(files)")
        #expect(try String(contentsOf: report.url, encoding: .utf8).contains("8 failing snapshots"))
    }

    @Test(
        "The report page loads in headless Chromium with expected, actual and diff per failure",
        .enabled(if: Chromium.testsRun, Comment(rawValue: Chromium.skipReason)))
    func reportInBrowser() throws {
        let chromium = try #require(Chromium.installed, "\(Chromium.skipReason)")
        let (comparison, image, _) = try failingRun()
        let dom = try chromium.dumpDOM(comparison.report.url)
        let sections = dom.components(separatedBy: "<section class=\"failure\"").dropFirst()
        #expect(sections.count == 9)
        for section in sections {
            let sizeMismatch = section.contains("data-name=\"shape 8\"")
            let width = sizeMismatch ? 3 : image.width
            for kind in ["expected", "actual"] + (sizeMismatch ? [] : ["diff"]) {
                let loaded = section.firstMatch(
                    of: try Regex("<img class=\"\(kind)\"[^>]*data-loaded=\"([0-9]+)\""))
                let expectedWidth = kind == "expected" ? image.width : width
                #expect(
                    loaded.flatMap { $0.output[1].substring }.map(String.init)
                        == "\(expectedWidth)", "\(kind) in \(section.prefix(120))")
            }
            #expect(section.contains("class=\"split\""))
            #expect(
                section.contains("<img class=\"under\"") && section.contains("<img class=\"over\""))
        }
    }
}
