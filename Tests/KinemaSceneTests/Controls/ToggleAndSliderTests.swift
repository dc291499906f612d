import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Toggles and sliders at iOS sizes: the 51 x 31 switch with its 27 point knob, the
/// 28 point slider knob on a 4 point track.
@MainActor
@Suite struct ToggleAndSliderTests {
    let wide = CGSize(width: 200, height: 100)

    @Test func switchSitsAtTheTrailingEdge() {
        let isOn = TestBox(true)
        let list = render(wide) { Toggle("Wi-Fi", isOn: isOn.binding) }
        // Label, track, knob.
        #expect(list.texts.first?.string == "Wi-Fi")
        expectRect(list.box(1), CGRect(x: 149, y: 34.5, width: 51, height: 31))
        expectRect(list.box(2), CGRect(x: 171, y: 36.5, width: 27, height: 27))
    }

    @Test func onAndOffDrawDifferently() {
        let on = TestBox(true)
        let off = TestBox(false)
        let onList = render(wide) { Toggle("Wi-Fi", isOn: on.binding) }
        let offList = render(wide) { Toggle("Wi-Fi", isOn: off.binding) }
        #expect(onList.description != offList.description)
        expectColor(onList.drawings[1].color, .green)
        expectColor(
            offList.drawings[1].color,
            Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16))
        // Off: the knob at the leading end of the track.
        expectRect(offList.box(2), CGRect(x: 151, y: 36.5, width: 27, height: 27))
        #expect(
            offList.groups.contains(
                .shadow(
                    color: Color(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 2,
                    offset: CGSize(width: 0, height: 2))))
    }

    @Test func tintColoursTheOnTrack() {
        let on = TestBox(true)
        let list = render(wide) { Toggle("Wi-Fi", isOn: on.binding).tint(.orange) }
        expectColor(list.drawings[1].color, .orange)
    }

    @Test func labelsHiddenLeavesTheSwitch() {
        let on = TestBox(true)
        let list = render { Toggle("Wi-Fi", isOn: on.binding).labelsHidden() }
        #expect(list.texts.isEmpty)
        expectRect(list.box(0), CGRect(x: 24.5, y: 34.5, width: 51, height: 31))
    }

    @Test func buttonToggleStyleFillsWhenOn() {
        let on = TestBox(true)
        let off = TestBox(false)
        let onList = render { Toggle("Bold", isOn: on.binding).toggleStyle(.button) }
        let offList = render { Toggle("Bold", isOn: off.binding).toggleStyle(.button) }
        expectColor(onList.drawings[0].color, .blue)
        expectColor(offList.drawings[0].color, Color.blue.opacity(0.15))
        expectColor(onList.texts.first?.color, .white)
    }

    struct Check: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Circle().fill(configuration.isOn ? Color.green : Color.red)
                    .frame(width: 20, height: 20)
                configuration.label
            }
        }
    }

    @Test func customToggleStyleReadsIsOn() {
        let on = TestBox(true)
        let list = render { Toggle("Check", isOn: on.binding).toggleStyle(Check()) }
        expectColor(list.drawings[0].color, .green)
        on.value = false
        let off = render { Toggle("Check", isOn: on.binding).toggleStyle(Check()) }
        expectColor(off.drawings[0].color, .red)
    }

    /// Knob centres in a 200 point slider: 14 + fraction * 172; out-of-range values clamp
    /// and NaN sits at the lower bound.
    @Test(arguments: [
        (0.0, 14.0), (0.5, 100), (1, 186), (-3, 14), (7, 186), (.nan, 14), (.infinity, 186),
        (-.infinity, 14),
    ])
    func sliderKnobPosition(value: Double, center: Double) {
        let box = TestBox(value)
        var timeline = SceneTimeline(size: wide, initialState: 0) { _ in Slider(value: box.binding)
        }
        timeline.change(at: 1) { $0 = 1 }
        let list = timeline.frame(at: 1)
        let knob = list.box(2)
        expectClose(knob.midX, center, absolute: 1e-9)
        expectClose(knob.width, 28, absolute: 1e-9)
        expectClose(knob.midY, 50, absolute: 1e-9)
        #expect(!list.description.lowercased().contains("nan"))
        // The track: 4 points high, the full width.
        expectRect(list.box(0), CGRect(x: 0, y: 48, width: 200, height: 4))
        #expect(value.isFinite == timeline.diagnostics.isEmpty)
    }

    @Test func sliderSnapsToItsStepAndBounds() {
        let box = TestBox(16.4)
        let list = render(wide) { Slider(value: box.binding, in: 10...20, step: 2.5) }
        // 16.4 snaps to 17.5 (10 + 3 steps): fraction 0.75.
        expectClose(list.box(2).midX, 14 + 0.75 * 172, absolute: 1e-9)
    }

    @Test func sliderValueLabelsFlankTheTrack() {
        let box = TestBox(0.0)
        let list = render(wide) {
            Slider(value: box.binding) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
        }
        // The label names the slider but is not drawn.
        #expect(list.texts.map(\.string) == ["0", "10"])
        let track = list.box(1)
        expectClose(track.minX, 10.2 + 8, absolute: 1e-9)
        expectClose(track.maxX, 200 - 20.4 - 8, absolute: 1e-9)
    }
}
