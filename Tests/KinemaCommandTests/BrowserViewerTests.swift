import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

/// The spinner (12 distinct frames, 1 s at 12 fps, on a transparent background) rendered
/// once for the suite with its viewer and CSS sprites.
private let spinnerRender: Result<URL, any Error> = Result {
    let directory = try makeTemporaryDirectory()
    let output = try runKinema([
        "render", "spinner", "--html", "--sheet", "grid", "--scale", "2",
        "--atlas-format", "texturepacker,css", "--out", directory.path,
    ])
    guard output.status == 0 else {
        throw Chromium.Failure(description: "kinema render failed: \(output.standardError)")
    }
    return directory.appending(path: "spinner")
}

/// The browser, or a failure that says how to get one (the suite runs only when one is
/// installed, or on CI, where a missing browser must fail).
private func browser() throws -> Chromium {
    try #require(Chromium.installed, "\(Chromium.skipReason)")
}

/// The frame `index` of the render, as a page draws it over white.
private func frame(_ index: Int, in scene: URL) throws -> RGBAImage {
    try RGBAImage(
        contentsOfPNG: scene.appending(path: "frames/" + FrameTimeline.fileName(ofFrame: index))
    ).overWhite()
}

/// Expects `shown` to be frame `index` (within 3 levels per component, Chromium's
/// blending against ours) and to differ from the frames before and after, so that the
/// comparison can tell frames apart.
private func expectFrame(
    _ shown: RGBAImage, is index: Int, in scene: URL,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let difference = shown.largestDifference(from: try frame(index, in: scene))
    #expect(
        difference <= 3, "frame \(index) is off by \(difference)", sourceLocation: sourceLocation)
    for neighbour in [(index + 11) % 12, (index + 1) % 12] {
        let other = shown.largestDifference(from: try frame(neighbour, in: scene))
        #expect(
            other > 40, "frame \(index) looks like frame \(neighbour) (\(other))",
            sourceLocation: sourceLocation)
    }
}

// Each test starts Chromium once or twice (about a second each). Under ThreadSanitizer
// they run too: the browser is not instrumented, so they cost the same there.
@Suite(
    "Headless Chromium: the HTML viewer and the CSS sprites",
    .enabled(if: Chromium.testsRun, Comment(rawValue: Chromium.skipReason)))
struct BrowserViewerTests {
    @Test(
        "The viewer shows the frame a fragment asks for, by index, time or keys pressed",
        arguments: [
            ("frame=7", 7), ("t=0.3", 3), ("t=0.99", 11),
            ("frame=2&keys=ArrowRight,ArrowRight,ArrowRight,ArrowLeft", 4),
            ("frame=5&keys=End,ArrowLeft", 10),
        ])
    func viewerFrame(fragment: String, expected: Int) throws {
        let chromium = try browser()
        let scene = try spinnerRender.get()
        var components = URLComponents(
            url: scene.appending(path: "index.html"), resolvingAgainstBaseURL: false)!
        components.fragment = fragment
        let page = components.url!
        let dom = try chromium.dumpDOM(page, width: 900, height: 700)
        let image = attributes(ofElementWithID: "frame", in: dom)
        let file = FrameTimeline.fileName(ofFrame: expected)
        #expect(image["data-frame"] == "\(expected)")
        #expect(image["data-file"] == file)
        #expect(image["src"] == "frames/" + file)
        #expect(image["data-time"].flatMap(Double.init) == Double(expected) / 12)
        #expect(
            dom.contains(
                String(format: "frame %d · %.3f s · %@", expected, Double(expected) / 12, file)))
        #expect(attributes(ofElementWithID: "scrubber", in: dom)["aria-valuetext"] != nil)
        #expect(attributes(ofElementWithID: "player", in: dom)["data-playing"] == "false")
        // The atlas rectangle of the frame on show is the highlighted one.
        let current = dom.matches(of: /<rect [^>]*class="current"[^>]*>/).map {
            String(dom[$0.range])
        }
        #expect(current.count == 1 && current[0].contains("data-name=\"\(file)\""), "\(current)")

        // The pixels where the page drew the frame (its box in CSS pixels, at 2 device
        // pixels each, as the @2x frames have).
        guard fragment.hasPrefix("frame=7") || fragment.hasPrefix("t=0.3") else { return }
        // Device pixels: CSS pixels at 2 each (the layout may put the frame at a half pixel).
        let box = try #require(image["data-box"]).split(separator: ",").compactMap {
            Double($0).map { Int(($0 * 2).rounded()) }
        }
        try #require(box.count == 4)
        #expect(box[2] == 128 && box[3] == 128)
        let shot = scene.appending(path: "shot-\(expected).png")
        try chromium.screenshot(page, width: 900, height: 700, scale: 2, to: shot)
        let screenshot = try RGBAImage(contentsOfPNG: shot)
        let shown = screenshot.cropped(to: PixelRect(x: box[0], y: box[1], width: 128, height: 128))
        try expectFrame(shown, is: expected, in: scene)
    }

    @Test(
        "sheet.css: the animation paused at -t shows the frame of time t; a frame class its frame")
    func cssSprites() throws {
        let chromium = try browser()
        let scene = try spinnerRender.get()
        // Frames 7 and 1 by time (on the second and first rows of the 4-column grid, all
        // trimmed), frame 10 by its class; 64 x 64 points each at 2 pixels per point.
        let page = scene.appending(path: "css-test.html")
        try Data(
            """
            <!DOCTYPE html>
            <html><head><link rel="stylesheet" href="sheet.css">
            <style>html, body { margin: 0; background: #fff; } body { display: flex; }</style>
            </head><body>
            <div class="sheet sheet--play" style="animation-play-state: paused; animation-delay: -0.65s"></div>
            <div class="sheet sheet--play" style="animation-play-state: paused; animation-delay: -0.1s"></div>
            <div class="sheet sheet-frame_00010"></div>
            </body></html>
            """.utf8
        ).write(to: page)
        let shot = scene.appending(path: "css-shot.png")
        try chromium.screenshot(page, width: 192, height: 64, scale: 2, to: shot)
        let screenshot = try RGBAImage(contentsOfPNG: shot)
        for (slot, index) in [7, 1, 10].enumerated() {
            let shown = screenshot.cropped(
                to: PixelRect(x: slot * 128, y: 0, width: 128, height: 128))
            try expectFrame(shown, is: index, in: scene)
        }
    }
}
