import Foundation
import KinemaCore

extension FrameViewer {
    /// The page: HTML with its style, script and data inline; the same bytes for the same
    /// viewer (no dates, no absolute paths).
    public var html: String {
        let timeline = manifest.timeline
        let first = timeline.frames.lowerBound
        let firstFile = FrameTimeline.fileName(ofFrame: first)
        let scale = manifest.scale
        let (width, height) = (
            Self.cssNumber(Double(manifest.size.width) / scale),
            Self.cssNumber(Double(manifest.size.height) / scale)
        )
        let heading = HTMLText.escaped(title)
        let duration = Double(timeline.count) / timeline.fps
        var facts =
            "\(manifest.size.width)x\(manifest.size.height) pixels"
            + (scale == 1 ? "" : " (@\(SpriteAtlas.scaleText(scale))x: \(width)x\(height) points)")
            + ", \(timeline.count) frame\(timeline.count == 1 ? "" : "s") (\(first)...\(timeline.frames.upperBound))"
        facts += " at \(Self.cssNumber(timeline.fps)) fps, \(Self.cssNumber(duration)) s"
        var body = """
            <header>
            <h1>\(heading)</h1>
            <p class="facts">\(HTMLText.escaped(facts))</p>
            </header>
            <section id="player" data-playing="false">
            <div id="stage" style="width: \(width)px; height: \(height)px">
            <img id="frame" src="\(HTMLText.escaped(framesPath + firstFile))" width="\(width)" height="\(height)" alt="frame \(first)" data-frame="\(first)" data-time="\(timeline.time(ofFrame: first))" data-file="\(firstFile)">
            </div>
            <div id="controls">
            <button id="first" type="button" title="First frame (Home)">|&#x25C0;</button>
            <button id="previous" type="button" title="Previous frame (Left arrow)">&#x25C0;</button>
            <button id="play" type="button" title="Play or pause (Space)">Play</button>
            <button id="next" type="button" title="Next frame (Right arrow)">&#x25B6;</button>
            <button id="last" type="button" title="Last frame (End)">&#x25B6;|</button>
            <input id="scrubber" type="range" min="0" max="\(timeline.count - 1)" step="1" value="0" aria-label="Frame">
            <output id="readout" for="scrubber">frame \(first)</output>
            </div>
            <div id="options">
            <label>Zoom <select id="zoom"><option value="1">1x</option><option value="2">2x</option><option value="4">4x</option><option value="8">8x</option></select></label>
            <label><input id="checker" type="checkbox"> Checkerboard behind the frame</label>
            </div>
            </section>

            """
        if let contactSheet {
            body += """
                <section id="contact">
                <h2>Contact sheet</h2>
                <img src="\(HTMLText.escaped(contactSheet))" alt="contact sheet">
                </section>

                """
        }
        if !sheetPages.isEmpty {
            body += "<section id=\"sheet\">\n<h2>Sprite sheet</h2>\n"
            for (index, page) in sheetPages.enumerated() {
                let size =
                    page.size.map {
                        " style=\"width: \(Self.cssNumber(Double($0.width) / scale))px\""
                    } ?? ""
                body += """
                    <figure class="page" data-page="\(index)"\(size)>
                    <img src="\(HTMLText.escaped(page.image))" alt="sprite sheet page \(index)">
                    <figcaption>\(HTMLText.escaped(page.image))\(page.regions.isEmpty ? " (no atlas rectangles)" : ", \(page.regions.count) rectangles")</figcaption>
                    </figure>

                    """
            }
            body += "</section>\n"
        }
        body += """
            <script type="application/json" id="kinema-data">
            \(HTMLText.scriptJSON(data))
            </script>
            <script>
            \(Self.script)</script>

            """
        return HTMLText.page(title: heading, style: Self.style, body: body)
    }

    /// What the script reads, as JSON: the frames (`[index, time, file]`, one a line), their
    /// folder, rate and size in points, and the sheet pages' rectangles (`[name, x, y, w, h]`).
    var data: String {
        let timeline = manifest.timeline
        let frames = timeline.frames.map { index in
            JSONText.array([
                .integer(index), .number(timeline.time(ofFrame: index)),
                .string(FrameTimeline.fileName(ofFrame: index)),
            ])
        }
        let pages = sheetPages.map { page in
            JSONText.object([
                ("image", .string(page.image)),
                ("width", .integer(page.size?.width ?? 0)),
                ("height", .integer(page.size?.height ?? 0)),
                (
                    "regions",
                    .array(
                        page.regions.map { region in
                            .array([
                                .string(region.name), .integer(region.rect.x),
                                .integer(region.rect.y), .integer(region.rect.width),
                                .integer(region.rect.height),
                            ])
                        })
                ),
            ])
        }
        return JSONText.object([
            ("framesPath", .string(framesPath)), ("fps", .number(timeline.fps)),
            ("scale", .number(manifest.scale)),
            ("width", .number(Double(manifest.size.width) / manifest.scale)),
            ("height", .number(Double(manifest.size.height) / manifest.scale)),
            ("frames", .array(frames)), ("sheet", .array(pages)),
        ]).compact()
    }

    /// A number with at most 4 decimals and no trailing zeros, as CSS and the page show it.
    static func cssNumber(_ value: Double) -> String {
        SpriteAtlas.cssNumber(value)
    }
}
