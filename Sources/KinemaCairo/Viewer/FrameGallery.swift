import Foundation
import KinemaCore

/// A self-contained HTML page of several renders side by side, each playing as an animated
/// image and opening its ``FrameViewer`` page: what `kinema preview` writes for a package's
/// previews (Kinema's own).
///
/// ```swift
/// let gallery = FrameGallery(title: "HabitTracker previews", entries: [
///     .init(title: "Ring", subtitle: "HabitTrackerUI/ProgressRing.swift:33",
///           facts: ["sizeThatFits", "120x120 pt", "25 frames, 0.83 s"],
///           image: "ring/preview.png", viewer: "ring/index.html", imageSize: CGSize(width: 120, height: 120))
/// ])
/// try gallery.write(to: URL(filePath: "render-out/previews"))   // index.html
/// ```
///
/// The page needs no network and no script: browsers play animated PNG files by themselves.
/// Each entry is an `article.entry` with `data-title`; its image `img.animation` (with
/// `data-size`, the size in points), its link `a.viewer` to the frame viewer (play, pause,
/// step, scrub) and `a.sheet` to the sprite sheet when there is one; an entry that failed
/// shows its message in `p.error` instead of an image.
public struct FrameGallery: Hashable, Sendable {
    /// The page's file name, `index.html`.
    public static let fileName = "index.html"

    /// One render on the page.
    public struct Entry: Hashable, Sendable {
        /// The heading, such as a preview's name.
        public var title: String
        /// A line under it, such as where the preview is declared.
        public var subtitle: String
        /// Short facts, shown as tags (layout, size, frames, render time).
        public var facts: [String]
        /// The animated image, relative to the page; `nil` for a failed render.
        public var image: String?
        /// The render's ``FrameViewer`` page, relative to the page, if any.
        public var viewer: String?
        /// The sprite sheet, relative to the page, if any.
        public var sheet: String?
        /// The size the image is shown at, in CSS pixels (points), if known.
        public var imageSize: CGSize?
        /// Why the render failed, if it did.
        public var error: String?
        /// Warnings about the render (diagnostics), shown under it.
        public var notes: [String]

        /// Creates an entry.
        public init(
            title: String, subtitle: String, facts: [String] = [], image: String? = nil,
            viewer: String? = nil, sheet: String? = nil, imageSize: CGSize? = nil,
            error: String? = nil, notes: [String] = []
        ) {
            self.title = title
            self.subtitle = subtitle
            self.facts = facts
            self.image = image
            self.viewer = viewer
            self.sheet = sheet
            self.imageSize = imageSize
            self.error = error
            self.notes = notes
        }
    }

    /// The page's title.
    public var title: String
    /// A line under the title (what was rendered, when, how).
    public var summary: String
    /// The renders, in order.
    public var entries: [Entry]

    /// Creates a gallery.
    public init(title: String, summary: String = "", entries: [Entry]) {
        self.title = title
        self.summary = summary
        self.entries = entries
    }

    /// Writes ``html`` as `index.html` into `directory`, atomically.
    ///
    /// - Returns: The page's URL.
    /// - Throws: ``ImageFileError`` of kind `unwritable` naming the file.
    @discardableResult
    public func write(to directory: URL) throws -> URL {
        let url = directory.appending(path: Self.fileName)
        try AtomicFile.write(Array(html.utf8), to: url)
        return url
    }

    /// The page: HTML with its style inline; the same bytes for the same gallery.
    public var html: String {
        let failures = entries.filter { $0.error != nil }.count
        var body = """
            <header>
            <h1>\(HTMLText.escaped(title))</h1>
            <p class="summary">\(HTMLText.escaped(summary))</p>
            <p class="counts">\(entries.count) render\(entries.count == 1 ? "" : "s")\(failures == 0 ? "" : ", <span class=\"failed\">\(failures) failed</span>")</p>
            </header>
            <main>

            """
        for entry in entries { body += Self.article(entry) }
        body += "</main>\n"
        return HTMLText.page(title: HTMLText.escaped(title), style: Self.style, body: body)
    }

    /// One entry's `article`.
    private static func article(_ entry: Entry) -> String {
        let title = HTMLText.escaped(entry.title)
        var html =
            "<article class=\"entry\(entry.error == nil ? "" : " failed")\" data-title=\"\(title)\">\n"
        html += "<h2>\(title)</h2>\n<p class=\"source\">\(HTMLText.escaped(entry.subtitle))</p>\n"
        if !entry.facts.isEmpty {
            let tags = entry.facts.map { "<li>\(HTMLText.escaped($0))</li>" }.joined()
            html += "<ul class=\"facts\">\(tags)</ul>\n"
        }
        if let error = entry.error {
            html += "<p class=\"error\">\(HTMLText.escaped(error))</p>\n"
        } else if let image = entry.image {
            let size =
                entry.imageSize.map { size in
                    let (width, height) = (
                        SpriteAtlas.cssNumber(Double(size.width)),
                        SpriteAtlas.cssNumber(Double(size.height))
                    )
                    return
                        " width=\"\(width)\" height=\"\(height)\" data-size=\"\(width)x\(height)\""
                } ?? ""
            let picture =
                "<img class=\"animation\" src=\"\(HTMLText.escaped(image))\"\(size) alt=\"\(title)\">"
            if let viewer = entry.viewer {
                html += "<a class=\"stage\" href=\"\(HTMLText.escaped(viewer))\">\(picture)</a>\n"
            } else {
                html += "<div class=\"stage\">\(picture)</div>\n"
            }
        }
        var links: [String] = []
        if let viewer = entry.viewer {
            links.append(
                "<a class=\"viewer\" href=\"\(HTMLText.escaped(viewer))\">frames: play, step, scrub</a>"
            )
        }
        if let sheet = entry.sheet {
            links.append("<a class=\"sheet\" href=\"\(HTMLText.escaped(sheet))\">sprite sheet</a>")
        }
        if !links.isEmpty { html += "<p class=\"links\">\(links.joined(separator: " · "))</p>\n" }
        for note in entry.notes {
            html += "<p class=\"note\">\(HTMLText.escaped(note))</p>\n"
        }
        return html + "</article>\n"
    }

    /// The page's style: cards in a grid, each image at its size in points (scaled down to
    /// the card's width when wider) on a checkerboard.
    static let style = """
        :root { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1c1e; }
        body { margin: 0; padding: 16px 24px 32px; background: #f2f2f7; }
        h1 { font-size: 20px; margin: 0; }
        .summary, .counts { margin: 2px 0; color: #636366; }
        .failed { color: #d70015; }
        main { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-top: 16px; }
        .entry { background: #fff; border: 1px solid #d1d1d6; border-radius: 10px; padding: 14px;
          max-width: 440px; min-width: 200px; }
        .entry.failed { border-color: #ff3b30; }
        h2 { font-size: 15px; margin: 0; }
        .source { margin: 0 0 6px; color: #636366; font: 12px ui-monospace, monospace; }
        .facts { list-style: none; display: flex; flex-wrap: wrap; gap: 4px; padding: 0; margin: 0 0 10px; }
        .facts li { background: #e5e5ea; border-radius: 6px; padding: 0 6px; font-size: 12px; }
        .stage { display: inline-block; outline: 1px solid #c7c7cc;
          background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .animation { display: block; max-width: 410px; height: auto; }
        .links { margin: 8px 0 0; font-size: 13px; }
        .error { color: #d70015; white-space: pre-wrap; font: 12px ui-monospace, monospace; }
        .note { color: #8e8e93; font-size: 12px; margin: 4px 0 0; }

        """
}
