// FrameGallery: the page of several renders kinema preview writes.
import Foundation
import KinemaCairo
import KinemaCore
import Testing

@Suite struct FrameGalleryTests {
    static let gallery = FrameGallery(
        title: "Previews of <Shop>", summary: "2 previews",
        entries: [
            .init(
                title: "Ring & label", subtitle: "ShopUI/Ring.swift:12",
                facts: ["sizeThatFits", "120x120 pt"], image: "ring/preview.png",
                viewer: "ring/index.html", sheet: "ring/sheet.png",
                imageSize: CGSize(width: 120, height: 120.5), notes: ["a note"]),
            .init(title: "Broken", subtitle: "ShopUI/Broken.swift:3", error: "no \"data\""),
        ])

    @Test func listsEveryEntryWithItsFiles() {
        let html = Self.gallery.html
        #expect(html.contains("<title>Previews of &lt;Shop&gt;</title>"))
        #expect(html.components(separatedBy: "<article class=\"entry").count == 3)
        #expect(
            html.contains(
                "<img class=\"animation\" src=\"ring/preview.png\" width=\"120\" height=\"120.5\" data-size=\"120x120.5\" alt=\"Ring &amp; label\">"
            ))
        #expect(html.contains("<a class=\"viewer\" href=\"ring/index.html\">"))
        #expect(html.contains("<a class=\"sheet\" href=\"ring/sheet.png\">"))
        #expect(html.contains("<p class=\"note\">a note</p>"))
        #expect(html.contains("<li>sizeThatFits</li><li>120x120 pt</li>"))
    }

    @Test func showsAFailureInsteadOfAnImage() {
        let html = Self.gallery.html
        #expect(html.contains("<article class=\"entry failed\" data-title=\"Broken\">"))
        #expect(html.contains("<p class=\"error\">no &quot;data&quot;</p>"))
        #expect(html.contains("2 renders, <span class=\"failed\">1 failed</span>"))
        // The same gallery, the same bytes.
        #expect(Self.gallery.html == Self.gallery.html)
    }

    @Test func writesIndexHTML() throws {
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "kinema-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.gallery.write(to: folder)
        #expect(page.lastPathComponent == "index.html")
        #expect(try String(contentsOf: page, encoding: .utf8) == Self.gallery.html)
    }
}
