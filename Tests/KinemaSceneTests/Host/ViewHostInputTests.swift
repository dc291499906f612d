// Scripted input on hosted controls: a tap runs the button's action at its time (its
// withAnimation animates as the same timeline change), press and release drive a custom
// style's isPressed, toggles, sliders and steppers move their bindings, and input for a
// control that is missing or disabled does nothing but say so.
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

private let inputCanvas = CGSize(width: 160, height: 120)

/// A counter whose button grows the dot with a spring.
private struct Grower: View {
    @State private var isBig = false
    var body: some View {
        VStack {
            Circle().fill(Color.red).frame(width: isBig ? 60 : 20, height: isBig ? 60 : 20)
            Button("Grow") { withAnimation(.spring(duration: 0.5)) { isBig = true } }
        }
    }
}

/// The dot of ``Grower`` and the same button, for a timeline.
private func growerContent(_ isBig: Bool) -> some View {
    VStack {
        Circle().fill(Color.red).frame(width: isBig ? 60 : 20, height: isBig ? 60 : 20)
        Button("Grow") {}
    }
}

/// A button style that shrinks while pressed.
private struct ShrinkStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .scaleEffect(configuration.isPressed ? 0.8 : 1)
    }
}

@MainActor
private final class Taps {
    var count = 0
}

private struct Pressable: View {
    let taps: Taps
    var body: some View {
        Button("Press") { taps.count += 1 }
            .buttonStyle(ShrinkStyle())
            .accessibilityIdentifier("press-me")
    }
}

private struct Controls: View {
    @State var isOn = false
    @State var volume = 0.2
    @State var count = 1
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $isOn)
            Slider(value: $volume, in: 0...1) { Text("Volume") }
            Stepper("Count", value: $count, in: 0...3)
            Text("\(isOn ? "on" : "off") \(volume) \(count)")
        }
    }
}

private struct Disabled: View {
    let taps: Taps
    var body: some View {
        Button("Nope") { taps.count += 1 }.disabled(true)
    }
}

@MainActor
@Suite("ViewHost: scripted input")
struct ViewHostInputTests {
    @Test("A tap at 0.5 s animates as the same change of a SceneTimeline at 0.5 s")
    func tapAnimates() async {
        let host = ViewHost(size: inputCanvas) { Grower() }
        host.tap("Grow", at: 0.5)
        await host.run(until: 2)
        var timeline = SceneTimeline(
            size: inputCanvas, initialState: false, displayScale: 1  // snapped as the host
        ) { growerContent($0) }
        timeline.change(at: 0.5, animation: .spring(duration: 0.5)) { $0 = true }
        for time in [0, 0.4, 0.5, 0.6, 0.8, 1.5] {
            #expect(host.timeline.frame(at: time) == timeline.frame(at: time), "t = \(time)")
        }
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Press and release: isPressed while held, the action on release")
    func pressAndRelease() async {
        let taps = Taps()
        let host = ViewHost(size: inputCanvas) { Pressable(taps: taps) }
        host.play([
            .press(identifier: "press-me", at: 0.2), .release(identifier: "press-me", at: 0.6),
        ])
        await host.run(until: 0.4)
        #expect(taps.count == 0)
        #expect(host.frame(at: 0.3) != host.frame(at: 0.1))  // shrunk while held
        await host.run(until: 1)
        #expect(taps.count == 1)
        #expect(host.frame(at: 0.8) == host.frame(at: 0.1))
        #expect(host.timeline.stateTimes.dropFirst() == [0.2, 0.6])
    }

    @Test("Toggle, slider and stepper input moves their bindings")
    func controlsMoveBindings() async {
        let host = ViewHost(size: CGSize(width: 300, height: 200)) { Controls() }
        host.play([
            .toggle("Wi-Fi", at: 0.1), .setValue(0.75, of: "Volume", at: 0.2),
            .setValue(7, of: "Volume", at: 0.3), .increment("Count", at: 0.4),
            .increment("Count", at: 0.5), .increment("Count", at: 0.6),
            .decrement("Count", at: 0.7),
        ])
        await host.run(until: 1)
        let texts = host.frame(at: 1).description
        #expect(texts.contains("on 1.0 2"), "\(texts)")
        let early = host.frame(at: 0.25).description
        #expect(early.contains("on 0.75 1"), "\(early)")
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Input for a missing or disabled control does nothing and is diagnosed")
    func missingAndDisabled() async {
        let taps = Taps()
        let host = ViewHost(size: inputCanvas) { Disabled(taps: taps) }
        host.play([.tap("Nope", at: 0.1), .tap("Elsewhere", at: 0.2)])
        await host.run(until: 1)
        #expect(taps.count == 0)
        let messages = host.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'Nope'") && $0.contains("disabled") })
        #expect(messages.contains { $0.contains("'Elsewhere'") && $0.contains("not on screen") })
    }
}

@MainActor
@Suite("ViewHost: tap gestures")
struct ViewHostTapGestureTests {
    @Test("onTapGesture answers a tap by the text inside it or its identifier")
    func tapGesture() async {
        struct Card: View {
            @State var isFlipped = false
            @State var taps = 0
            var body: some View {
                VStack {
                    Text(isFlipped ? "Back" : "Front")
                        .padding()
                        .onTapGesture { withAnimation(.easeInOut) { isFlipped.toggle() } }
                    Circle().frame(width: 10, height: 10)
                        .onTapGesture(count: 2) { taps += 1 }
                        .accessibilityIdentifier("dot")
                    Text("\(taps)")
                }
            }
        }
        let host = ViewHost(size: inputCanvas) { Card() }
        host.play([.tap("Front", at: 0.2), .tap("Back", at: 0.6), .tap(identifier: "dot", at: 0.7)])
        await host.run(until: 1)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        #expect(host.timeline.stateTimes.dropFirst() == [0.2, 0.6, 0.7])
        #expect(host.frame(at: 1).description.contains("\"1\""))
    }
}
