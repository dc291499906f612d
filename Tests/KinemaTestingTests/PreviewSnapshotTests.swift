// expectPreviewSnapshots(inModule:): every preview of this module, found at run time, is a
// snapshot test; a preview that fails is reported at its own file and line.
import Foundation
import KinemaScene
import KinemaTesting
import Testing

@MainActor
@Suite struct PreviewSnapshotTests {
    /// The line of the fixture file that begins with `prefix`, read from the file.
    static func fixtureLine(_ prefix: String) throws -> Int {
        let fixture = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "Fixtures/GrowingBar.swift")
        let lines = try String(contentsOf: fixture, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasPrefix(prefix) }) + 1
    }

    @Test func everyPreviewOfTheModule() async {
        let tested = await expectPreviewSnapshots(
            inModule: "KinemaTestingTests", times: [0, 1],
            include: { $0.displayName != "Throws" })
        #expect(
            tested.map(\.fileName) == [
                "growingbar-bar", "growingbar-blocks", "blocks-previews-blocks-on-yellow",
            ])
    }

    @Test func aFailingPreviewIsReportedAtItsLine() async throws {
        let line = try Self.fixtureLine("#Preview(\"Throws\"")
        await withKnownIssue {
            await expectPreviewSnapshots(
                inModule: "KinemaTestingTests", include: { $0.displayName == "Throws" })
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "GrowingBar.swift"
                && issue.comments.contains { $0.rawValue.contains("the sample data is missing") }
        }
    }

    @Test func aModuleWithoutPreviewsIsAnIssue() async {
        await withKnownIssue {
            let tested = await expectPreviewSnapshots(inModule: "NoSuchModule")
            #expect(tested.isEmpty)
        }
    }
}
