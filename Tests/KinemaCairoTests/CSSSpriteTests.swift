import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

/// Five frames, trimmed differently (each a block at another place), over small pages so
/// there are several, lasting 50 ms but the last, 150 ms.
private func frames() -> [SpriteFrame] {
    (0..<5).map { index in
        var image = RGBAImage(width: 24, height: 16)
        for y in (1 + index)..<(7 + index) {
            for x in (2 + 2 * index)..<(8 + 3 * index) {
                image[x, y] = .init(
                    red: UInt8(50 * index), green: UInt8(9 * x), blue: UInt8(13 * y))
            }
        }
        return SpriteFrame(
            name: "walk_0\(index).png", image: image,
            duration: .milliseconds(index == 4 ? 150 : 50))
    }
}

/// The declarations of the rule `selector` in `css`, by property.
private func declarations(of selector: String, in css: String) -> [String: String] {
    guard let start = css.range(of: "\n\(selector) {\n"),
        let end = css[start.upperBound...].range(of: "}")
    else { return [:] }
    return declarations(in: css[start.upperBound..<end.lowerBound])
}

private func declarations(in text: Substring) -> [String: String] {
    var values: [String: String] = [:]
    for part in text.split(separator: ";") {
        let pair = part.split(separator: ":", maxSplits: 1)
        guard pair.count == 2 else { continue }
        values[pair[0].trimmingCharacters(in: .whitespacesAndNewlines)] =
            pair[1].trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return values
}

/// `"12px -3.5px"` as numbers.
private func pixels(_ text: String?) -> [Double] {
    (text ?? "").split(separator: " ").compactMap { Double($0.dropLast(2)) }
}

@Suite("CSS sprites: sheet.css")
struct CSSSpriteTests {
    @Test(
        "A frame's class rebuilds the frame from its page, in points at scale 2",
        arguments: [1.0, 2.0])
    func frameClasses(scale: Double) throws {
        var options = SpriteSheetOptions(maximumSize: PixelSize(width: 14, height: 14))
        options.scale = scale
        let sheet = try SpriteSheet(frames: frames(), options: options)
        #expect(sheet.pages.count > 1)
        let names = sheet.pages.indices.map { "hero-\($0).png" }
        let css = sheet.atlas.cssSprites(imageNames: names, className: "hero")
        for (index, frame) in frames().enumerated() {
            let values = declarations(of: ".hero-walk_0\(index)", in: css)
            let (width, height) = (pixels(values["width"]), pixels(values["height"]))
            let padding = pixels(values["padding"]).map { Int(($0 * scale).rounded()) }
            let position = pixels(values["background-position"]).map { -$0 * scale }
            try #require(width.count == 1 && height.count == 1 && padding.count == 4)
            let page = try #require(
                names.firstIndex { values["background-image"] == "url(\"\($0)\")" })
            let size = pixels(values["background-size"])
            #expect(
                size == [
                    Double(sheet.pages[page].width) / scale,
                    Double(sheet.pages[page].height) / scale,
                ])
            // The box (content plus padding) is the original frame, in points.
            let trimmed = PixelRect(
                x: Int(position[0].rounded()), y: Int(position[1].rounded()),
                width: Int((width[0] * scale).rounded()), height: Int((height[0] * scale).rounded())
            )
            #expect(padding[3] + trimmed.width + padding[1] == frame.image.width)
            #expect(padding[0] + trimmed.height + padding[2] == frame.image.height)
            var rebuilt = RGBAImage(width: frame.image.width, height: frame.image.height)
            rebuilt.draw(sheet.pages[page].cropped(to: trimmed), atX: padding[3], y: padding[0])
            #expect(rebuilt == frame.image, "frame \(index)")
        }
    }

    @Test("The animation: a keyframe at each frame's start, steps(1, end), the total length")
    func keyframes() throws {
        let sheet = try SpriteSheet(frames: frames())
        let css = sheet.atlas.cssSprites(imageNames: ["sheet.png"])
        let play = declarations(of: ".sheet--play", in: css)
        #expect(play["animation"] == "sheet--play 0.35s steps(1, end) infinite")
        let body = try #require(css.firstMatch(of: /@keyframes sheet--play \{\n((?:  .*\n)*)\}/))
        let lines = body.output.1.split(separator: "\n")
        // Starts at 0, 50, 100, 150 and 200 ms of 350 ms; 100% holds the last frame.
        #expect(
            lines.map { $0.split(separator: " ")[0] } == [
                "0%", "14.2857%", "28.5714%", "42.8571%", "57.1429%", "100%",
            ])
        for (line, index) in zip(lines, [0, 1, 2, 3, 4, 4]) {
            let inner = line.drop { $0 != "{" }.dropFirst().dropLast()
            let frame = declarations(of: ".sheet-walk_0\(index)", in: css)
            #expect(declarations(in: inner) == frame, "\(line)")
        }
        #expect(css.hasPrefix("/* CSS sprites written by Kinema: 5 frames on sheet.png"))
    }

    @Test("Names become CSS identifiers; zero-length frames are left out of the animation")
    func namesAndZeroDurations() throws {
        var input = frames()
        input[1].name = "walk 1.png"
        input[2].name = "a\"b"
        input[3].duration = .zero
        let css = try SpriteSheet(frames: input).atlas.cssSprites(imageNames: ["we\"ird.png"])
        #expect(css.contains("\n.sheet-walk\\ 1 {\n"))
        #expect(css.contains("\n.sheet-a\\\"b {\n"))
        #expect(css.contains("background-image: url(\"we\\\"ird.png\");"))
        #expect(css.contains("animation: sheet--play 0.3s steps(1, end) infinite;"))
        // 0, 50 and 100 ms, then the last frame at 150 of 300 ms (walk_03 lasts 0 ms).
        let keyframes = css.split(separator: "\n").filter {
            $0.hasPrefix("  ") && $0.contains("% {")
        }
        #expect(
            keyframes.map { $0.split(separator: " ")[0] } == [
                "0%", "16.6667%", "33.3333%", "50%", "100%",
            ])
    }
}
