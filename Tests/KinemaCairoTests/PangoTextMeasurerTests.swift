import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// The Pango measurer against what the renderer draws: the ink of drawn text lies in the
/// measured box, wrapping agrees, and measurements are the same serially and concurrently.
@MainActor
@Suite("Pango text measurer")
struct PangoTextMeasurerTests {
    /// The bounding box of pixels with any alpha, or `nil` for a blank image.
    func inkBounds(_ image: RGBAImage) -> CGRect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 {
                (minX, minY) = (min(minX, x), min(minY, y))
                (maxX, maxY) = (max(maxX, x), max(maxY, y))
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Draws `text` as a scene measured by `measurer` and returns the text run's box and the
    /// ink's bounds.
    func drawn(_ text: String, font: Font, width: CGFloat? = nil) throws -> (CGRect, CGRect) {
        let measurer = PangoTextMeasurer()
        let timeline = SceneTimeline(
            size: CGSize(width: 300, height: 120), initialState: 0, measurer: measurer
        ) { _ in
            Text(text).font(font).frame(width: width)
        }
        let list = timeline.frame(at: 0)
        var box = CGRect.null
        for case .text(let run) in list.items {
            box = CGRect(origin: run.origin, size: run.size).applying(run.transform)
        }
        let ink = try #require(inkBounds(try DisplayListRenderer().render(list)))
        return (box, ink)
    }

    /// Tolerance: the ink lies inside the measured (logical) box grown by 2 pixels (1 of
    /// anti-aliasing, and accents on capitals such as Å, which rise about 1 pixel at 24 px
    /// above DejaVu Sans' ascent); horizontally it starts and ends within 0.15 em of the box (side
    /// bearings of DejaVu Sans glyphs are below 0.1 em); vertically it stays between the
    /// box's top and bottom (line gap and descent are part of the logical box).
    @Test(arguments: ["Hello, Kinema", "Wy.", "ÅÉÎ gjpq"])
    func inkLiesInTheMeasuredBox(text: String) throws {
        let font = Font.system(size: 24)
        let (box, ink) = try drawn(text, font: font)
        let measured = PangoTextMeasurer().size(of: text, font: font, proposal: .unspecified)
        expectClose(box.width, measured.width, absolute: 1e-9)
        #expect(box.insetBy(dx: -2, dy: -2).contains(ink))
        expectClose(ink.minX, box.minX, absolute: 0.15 * 24)
        expectClose(ink.maxX, box.maxX, absolute: 0.15 * 24)
    }

    @Test func wrappingAgreesBetweenMeasureAndDraw() throws {
        let font = Font.system(size: 16)
        let text = "three short words and more"
        let measurer = PangoTextMeasurer()
        let oneLine = measurer.size(of: text, font: font, proposal: .unspecified)
        let wrapped = measurer.size(
            of: text, font: font, proposal: ProposedViewSize(width: 90, height: nil))
        #expect(wrapped.width <= 90)
        #expect(wrapped.height >= 2.9 * oneLine.height)
        let (box, ink) = try drawn(text, font: font, width: 90)
        #expect(box.insetBy(dx: -1, dy: -1).contains(ink))
        // The ink covers every line: it reaches into the last line's box.
        #expect(ink.maxY > box.maxY - oneLine.height)
    }

    @Test func badAndEmptyInput() {
        let measurer = PangoTextMeasurer()
        #expect(measurer.size(of: "", font: .body, proposal: .unspecified) == .zero)
        #expect(measurer.size(of: "x", font: Font(size: .nan), proposal: .unspecified) == .zero)
        let nanWidth = measurer.size(
            of: "a b c", font: .body, proposal: ProposedViewSize(width: .nan, height: nil))
        #expect(nanWidth == measurer.size(of: "a b c", font: .body, proposal: .unspecified))
        #expect(measurer.imageSize(atPath: "/nonexistent.png") == nil)
    }

    @Test func sameTextMeasuresTheSameSeriallyAndFromManyTasks() async {
        let texts = (0..<40).map {
            "Sample \($0) with words \(String(repeating: "w", count: $0 % 7))"
        }
        let serial = PangoTextMeasurer()
        let expected = texts.map {
            serial.size(of: $0, font: .body, proposal: ProposedViewSize(width: 120, height: nil))
        }
        let shared = PangoTextMeasurer()
        let results = await withTaskGroup(of: (Int, CGSize).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask {
                    (
                        index,
                        shared.size(
                            of: text, font: .body,
                            proposal: ProposedViewSize(width: 120, height: nil))
                    )
                }
            }
            var sizes: [Int: CGSize] = [:]
            for await (index, size) in group { sizes[index] = size }
            return sizes
        }
        #expect(texts.indices.allSatisfy { results[$0] == expected[$0] })
    }
}
