import Foundation
import KinemaCairo
import Testing

@Suite("kinema view and render --html")
struct ViewCommandTests {
    @Test("view writes the page render --html wrote, byte for byte, and refreshes it")
    func sameAsRender() throws {
        let directory = try makeTemporaryDirectory()
        let render = try runKinema([
            "render", "spinner", "--html", "--atlas-format", "texturepacker,css", "--out",
            directory.path,
        ])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(render.standardOutput.contains("viewer:        "))
        let scene = directory.appending(path: "spinner")
        let page = scene.appending(path: "index.html")
        let written = try Data(contentsOf: page)
        let html = String(decoding: written, as: UTF8.self)
        #expect(html.contains("<img id=\"frame\" src=\"frames/frame_00000.png\""))
        #expect(html.contains("\"fps\":12.0"))
        #expect(html.contains("[11,0.9166666666666666,\"frame_00011.png\"]"))
        #expect(html.contains("<img src=\"contact.png\""))
        #expect(html.contains("\"image\":\"sheet.png\""))
        // Self-contained: no script or style from elsewhere, no network address.
        #expect(!html.contains("<script src") && !html.contains("<link"))
        // (The SVG namespace name in the script is a name, not something fetched.)
        #expect(
            html.firstMatch(of: /(src|href)="[a-z]+:|url\(|fetch\(|XMLHttpRequest|import\(/) == nil)

        try FileManager.default.removeItem(at: page)
        let view = try runKinema(["view", scene.path])
        #expect(view.status == 0, "\(view.standardError)")
        #expect(try Data(contentsOf: page) == written)
        // A view after a damaged sheet atlas is refused and leaves the page alone.
        try Data("{}".utf8).write(to: scene.appending(path: "sheet.json"))
        let damaged = try runKinema(["view", scene.path])
        #expect(damaged.status == 2)
        #expect(damaged.standardError.contains("sheet.json"))
        #expect(try Data(contentsOf: page) == written)
    }

    @Test(
        "view of a missing folder, a file, a folder without a manifest or a damaged one: exit 2, nothing written",
        arguments: ["missing", "file", "empty", "damaged"])
    func badInput(kind: String) throws {
        let directory = try makeTemporaryDirectory()
        let target = directory.appending(path: kind)
        switch kind {
        case "file": try Data("x".utf8).write(to: target)
        case "empty":
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        case "damaged":
            try FileManager.default.createDirectory(
                at: target.appending(path: "frames"), withIntermediateDirectories: true)
            try Data("{\"width\": 4}".utf8).write(
                to: target.appending(path: "frames/manifest.json"))
        default: break
        }
        let output = try runKinema(["view", target.path])
        #expect(output.status == 2)
        #expect(output.standardError.contains(target.path), "\(output.standardError)")
        let expected =
            switch kind {
            case "empty": "holds no manifest.json"
            case "damaged": "is not a frame manifest"
            default: "is not a folder"
            }
        #expect(output.standardError.contains(expected), "\(output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: target.appending(path: "index.html").path))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        #expect(!names.contains { $0.hasPrefix(".index.html") })
    }
}
