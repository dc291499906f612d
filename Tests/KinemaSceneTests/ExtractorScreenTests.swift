import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaSceneDemos
import KinemaTestSupport
import Testing

/// The seed's colour-extractor screen at chosen times. Extraction starts at 1 with a
/// critically damped spring of 0.5 s and stops at 3 with an ease-in-out of 0.35 s.
///
/// Geometry (400 x 700 canvas, fallback measurer): the column is 494 tall from y = 103:
/// image (50, 103, 300, 200); equal-width stack at y 323, 200 wide at x 100 (slots of
/// 200 x 40, 30 apart); button (150, 453, 100, 100); history row at y 573
/// (24 tall).
@MainActor
@Suite struct ExtractorScreenTests {
    let timeline = ExtractorScreen.timeline()

    /// The spring's progress after `t` seconds: 1 - e^(-w0 t)(1 + w0 t), w0 = 4 pi.
    func spring(_ t: Double) -> Double {
        let w0 = 4 * Double.pi
        return 1 - exp(-w0 * t) * (1 + w0 * t)
    }

    /// The index of the first drawing that is a fill of a circle 100 wide (the button).
    func button(_ list: DisplayList) -> DisplayItem? {
        list.drawings.first { $0.path?.boundingRect.width == 100 }
    }

    /// The label's text run.
    func label(_ list: DisplayList) -> TextRun? {
        for item in list.items {
            if case .text(let run) = item { return run }
        }
        return nil
    }

    @Test func staticLayoutAtRest() {
        let list = timeline.frame(at: 0)
        #expect(list.groups.count == 1)  // the image's clip
        let image = list.items.first {
            if case .image = $0 { return true }
            return false
        }
        expectRect(
            image.map { _ in list.box(0) } ?? .null, CGRect(x: 50, y: 103, width: 300, height: 200))
        // Five 40 x 40 swatches from x 100 at y 323, then the slider track (200 x 4) in
        // the second slot (y 393...433), its 24-tall body centred: track at y 411.
        for i in 0..<5 {
            expectRect(
                list.box(1 + i), CGRect(x: 100 + 40 * Double(i), y: 323, width: 40, height: 40))
        }
        expectRect(list.box(6), CGRect(x: 100, y: 411, width: 200, height: 4))
        // The knob at value 0.5: 176 * 0.5 = 88 from the slider's leading edge.
        expectRect(list.box(7), CGRect(x: 188, y: 401, width: 24, height: 24))
        expectRect(list.box(8), CGRect(x: 150, y: 453, width: 100, height: 100))
        // "Extract": 7 characters of 12 pt = 84 x 24, centred on the button.
        #expect(label(list)?.string == "Extract")
        expectRect(list.box(9), CGRect(x: 158, y: 491, width: 84, height: 24))
    }

    @Test(arguments: [0.05, 0.1, 0.25, 0.45, 0.6])
    func buttonScalesTowards1Point5(after t: Double) throws {
        let list = timeline.frame(at: 1 + t)
        let transform = try #require(button(list)?.transform)
        expectClose(transform.a, 1 + 0.5 * spring(t), absolute: 1e-9)
        // About the button's centre (200, 503).
        expectClose(transform.tx, 200 - 50 * transform.a, absolute: 1e-9)
    }

    @Test func labelSwitchesAndItsFrameAnimates() throws {
        let run = try #require(label(timeline.frame(at: 1.25)))
        #expect(run.string == "Please wait")
        // 84 -> 132 wide with the spring (the label's geometry keeps the change's
        // animation; only the blur pulses).
        expectClose(run.size.width, 84 + 48 * spring(0.25), absolute: 1e-9)
        #expect(label(timeline.frame(at: 3))?.string == "Extract")
    }

    @Test(arguments: [(1.15, 0.25), (1.3, 0.5), (1.45, 0.75), (1.75, 0.75), (2.5, 0.5)])
    func labelBlurPulses(time: Double, phase: Double) throws {
        // Ease in-out over 0.6 s, forwards then backwards: at 1.75 the second run is a
        // quarter through backwards (phase 0.75); 2.5 is the third run's middle.
        // Published easeInOut values: 0.25 -> 0.1292, 0.5 -> 0.5, 0.75 -> 0.8708.
        let eased = [0.25: 0.1292, 0.5: 0.5, 0.75: 0.8708][phase]!
        let groups = timeline.frame(at: time).groups
        let blur = try #require(
            groups.compactMap { group -> Double? in
                if case .blur(let r) = group { return r }
                return nil
            }.first)
        expectClose(blur, 2 * eased, absolute: 2e-4)
    }

    @Test func pulseStopsWhenExtractionEnds() {
        let groups = timeline.frame(at: 3.01).groups
        #expect(!groups.contains { if case .blur = $0 { return true } else { return false } })
        let transform = button(timeline.frame(at: 10))?.transform
        expectClose(Double(transform?.a ?? .nan), 1, absolute: 1e-12)
    }

    @Test func historySwatchSlidesUpFromSixty() {
        // The new swatch's transition: offset 60 (1 - p) and opacity p, p eased in-out.
        for (t, eased) in [(3.0875, 0.1292), (3.175, 0.5), (3.2625, 0.8708)] {
            let list = timeline.frame(at: t)
            let stripes = list.drawings.filter {
                $0.path?.boundingRect.size == CGSize(width: 8, height: 24)
            }
            #expect(stripes.count == 3)
            guard let first = stripes.first, let index = list.drawings.firstIndex(of: first) else {
                continue
            }
            expectClose(list.box(index).minY, 573 + 60 * (1 - eased), absolute: 0.01)
            expectClose(list.box(index).minX, 188, absolute: 1e-9)
        }
        #expect(timeline.frame(at: 4).groups.count == 2)  // image clip, swatch clip
    }

    @Test func paletteColoursCrossInLinearLight() throws {
        // The first swatch goes from red (1, 0.231, 0.188) to blue (0, 0.478, 1).
        let list = timeline.frame(at: 3.175)
        guard case .color(let c)? = list.drawings[1].paint else {
            Issue.record("no colour")
            return
        }
        func linear(_ x: Double) -> Double {
            x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        func encode(_ x: Double) -> Double {
            x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
        }
        let red = Color.red
        let blue = Color.blue
        expectClose(c.red, encode((linear(red.red) + linear(blue.red)) / 2), absolute: 1e-9)
        expectClose(c.blue, encode((linear(red.blue) + linear(blue.blue)) / 2), absolute: 1e-9)
    }

    @Test func noDiagnostics() {
        #expect(timeline.diagnostics.isEmpty)
    }
}
