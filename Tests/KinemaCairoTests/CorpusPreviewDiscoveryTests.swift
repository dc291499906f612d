// The corpus's view files, written for SwiftUI, list their own previews at run time: every
// `#Preview` line of Corpus/ is found at its file and line, and both PreviewProviders.
import Foundation
import KinemaScene
import Testing

@MainActor
@Suite struct CorpusPreviewDiscoveryTests {
    /// `(file name, line)` of every line of Corpus/ that begins with `#Preview`, read from the
    /// files.
    static func previewLines() throws -> Set<String> {
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Corpus")
        var lines: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated() where line.hasPrefix("#Preview")
            {
                lines.insert("KinemaCairoTests/\(name):\(index + 1)")
            }
        }
        return lines
    }

    @Test func findsEveryPreviewOfTheCorpus() throws {
        let expected = try Self.previewLines()
        let found = Preview.all(inModule: "KinemaCairoTests").compactMap { preview in
            preview.source?.location.map { "\($0.fileID):\($0.line)" }
        }
        #expect(expected.count >= 29)
        #expect(Set(found) == expected)
        #expect(found.count == expected.count)
    }

    @Test func findsThePreviewProviders() {
        let providers = Set(
            Preview.all(inModule: "KinemaCairoTests").compactMap(\.source?.providerType))
        #expect(
            providers == [
                "KinemaCairoTests.ActivityRingsView_Previews",
                "KinemaCairoTests.StopwatchView_Previews",
            ])
    }
}
