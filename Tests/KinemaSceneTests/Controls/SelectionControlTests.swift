import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Date pickers, colour pickers, gauges, menus and links at rest.
@MainActor
@Suite struct SelectionControlTests {
    let wide = CGSize(width: 300, height: 100)
    /// 2025-12-02 09:41 UTC.
    let date = Date(timeIntervalSince1970: 1_764_668_460)

    @Test func datePickerFormatsInTheEnvironmentsLocaleAndTimeZone() {
        let selection = TestBox(date)
        let list = render(wide) { DatePicker("Due", selection: selection.binding) }
        #expect(list.texts.map(\.string) == ["Due", "Dec 2, 2025", "9:41\u{202F}AM"])
        let tokyo = render(wide) {
            DatePicker("Due", selection: selection.binding, displayedComponents: .hourAndMinute)
                .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
        }
        #expect(tokyo.texts.map(\.string) == ["Due", "6:41\u{202F}PM"])
    }

    @Test func datePickerClampsToItsRangeAndSaysSo() {
        let selection = TestBox(date)
        let later = date.addingTimeInterval(3 * 86_400)
        let timeline = SceneTimeline(size: wide, initialState: 0) { _ in
            DatePicker(
                "Due", selection: selection.binding, in: later..., displayedComponents: .date)
        }
        #expect(timeline.frame(at: 0).texts.map(\.string) == ["Due", "Dec 5, 2025"])
        #expect(timeline.diagnostics.count == 1)
    }

    @Test func colorPickerDrawsTheColourInItsWell() {
        let color = TestBox(Color.orange)
        let list = render(wide) { ColorPicker("Tint", selection: color.binding) }
        #expect(list.texts.map(\.string) == ["Tint"])
        // The hue ring, then the 18 point circle of the colour at the trailing edge.
        expectColor(list.drawings[2].color, .orange)
        expectRect(list.box(2), CGRect(x: 277, y: 41, width: 18, height: 18))
    }

    @Test func linearCapacityGaugeFillsToTheValue() {
        let list = render(wide) {
            Gauge(value: 25, in: 0...100) { Text("Storage") }
        }
        #expect(list.texts.map(\.string) == ["Storage"])
        // Track, then the fill a quarter of its width, in the accent.
        let track = list.box(1)
        let fill = list.box(2)
        expectClose(track.height, 6, absolute: 1e-9)
        expectClose(fill.width, track.width / 4, absolute: 1e-9)
        expectColor(list.drawings[2].color, .blue)
    }

    @Test(arguments: [-1.0, 2, .nan])
    func gaugeOutsideItsBoundsIsClampedAndDiagnosed(value: Double) {
        let timeline = SceneTimeline(size: wide, initialState: 0) { _ in
            Gauge(value: value) { Text("G") }.gaugeStyle(.accessoryCircularCapacity)
        }
        let list = timeline.frame(at: 0)
        #expect(!list.description.lowercased().contains("nan"))
        #expect(timeline.diagnostics.count == 1)
    }

    @Test func menusAndLinksAreAccentButtons() {
        let url = URL(string: "https://example.com")!
        let list = render(wide) {
            VStack {
                Menu("Sort") { Button("Name") {} }
                Link("Help", destination: url)
            }
        }
        // The menu's items are not drawn.
        #expect(list.texts.map(\.string) == ["Sort", "Help"])
        for text in list.texts { expectColor(text.color, .blue) }
        let targets = controlTargets(wide) {
            VStack {
                Menu("Sort") { Button("Name") {} }
                Link("Help", destination: url)
            }
        }
        #expect(targets.map(\.text) == ["Sort", "Help"])
    }
}
