import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// The targets controls register for a host: label text, accessibility names, disabled
/// state, actions, tree order.
@MainActor
@Suite struct ControlTargetTests {
    @Test func labelTextIsTheConcatenatedTextOfTheLabel() {
        let targets = controlTargets {
            VStack {
                Button("Like") {}
                Button {
                } label: {
                    Image(systemName: "heart")
                    Text("Like")
                }
                Button {
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                Button {
                } label: {
                    HStack {
                        Text("Add")
                        Text("item")
                    }
                }
                Button {
                } label: {
                    Image(systemName: "trash").accessibilityLabel("Delete")
                }
            }
        }
        #expect(targets.map(\.text) == ["Like", "Like", "Share", "Add item", "Delete"])
        #expect(targets.filter { $0.matches("Like") }.count == 2)
    }

    @Test func accessibilityNamesOverrideForMatching() throws {
        let targets = controlTargets {
            HStack {
                Button("Heart") {}.accessibilityLabel("Favourite")
                Button("Go") {}
            }
            .accessibilityIdentifier("toolbar")
        }
        #expect(targets[0].text == "Heart")
        #expect(targets[0].label == "Favourite")
        #expect(targets[0].matches("Favourite") && !targets[0].matches("Heart"))
        #expect(targets.allSatisfy { $0.accessibilityIdentifier == "toolbar" })
        let inner = controlTargets {
            Button("Go") {}.accessibilityIdentifier("go").accessibilityIdentifier("outer")
        }
        #expect(try #require(inner.first).matches("go"))
    }

    @Test func targetsComeInTreeOrder() {
        let isOn = TestBox(false)
        let value = TestBox(0.5)
        let targets = controlTargets(CGSize(width: 300, height: 300)) {
            VStack {
                Button("A") {}
                HStack {
                    Toggle("B", isOn: isOn.binding)
                    Slider(value: value.binding) { Text("C") }
                }
                Stepper("D", onIncrement: {}, onDecrement: {})
                TextField("E", text: .constant(""))
                Picker("F", selection: .constant(0)) { Text("0").tag(0) }
            }
        }
        #expect(targets.map(\.text) == ["A", "B", "C", "D", "E", "F"])
        #expect(Set(targets.map(\.identity)).count == 6)
        let kinds = targets.map { target -> String in
            switch target.action {
            case .button: return "button"
            case .toggle: return "toggle"
            case .slider: return "slider"
            case .stepper: return "stepper"
            case .text: return "text"
            case .picker: return "picker"
            }
        }
        #expect(kinds == ["button", "toggle", "slider", "stepper", "text", "picker"])
    }

    @Test func disabledReachesEveryControlInside() {
        let isOn = TestBox(false)
        let targets = controlTargets {
            VStack {
                Button("A") {}
                Toggle("B", isOn: isOn.binding).disabled(false)
            }
            .disabled(true)
        }
        #expect(targets.map(\.isDisabled) == [true, true])
        targets[1].activate()
        #expect(isOn.value == false)
        #expect(controlTargets { Button("A") {} }.first?.isDisabled == false)
    }

    @Test func actionsReachTheBindings() {
        let isOn = TestBox(false)
        let count = TestBox(3)
        let value = TestBox(0.0)
        let targets = controlTargets {
            VStack {
                Toggle("T", isOn: isOn.binding)
                Stepper("S", value: count.binding, in: 0...4)
                Slider(value: value.binding, in: 0...10, step: 2.5)
            }
        }
        targets[0].activate()
        #expect(isOn.value)
        targets[1].activate()
        targets[1].activate()
        #expect(count.value == 4)
        if case .stepper(_, let decrement) = targets[1].action {
            for _ in 0..<6 { decrement() }
        }
        #expect(count.value == 0)
        guard case .slider(let slider) = targets[2].action else {
            Issue.record("Not a slider")
            return
        }
        #expect(slider.bounds == 0...10 && slider.step == 2.5)
        slider.set(6.1)
        #expect(value.value == 5)
        slider.set(.nan)
        #expect(value.value == 0)
        slider.set(99)
        #expect(value.value == 10)
        #expect(slider.value(atFraction: 0.3) == 2.5)
    }

    @Test func pressedIdentitiesComeFromTheTargets() {
        var timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Button("Go") {}.buttonStyle(.bordered)
        }
        let target = timeline.controlTargets()[0]
        #expect(timeline.controlTargets()[0].identity == target.identity)
        timeline.pressedControls = [target.identity]
        timeline.change(at: 1) { $0 = 1 }
        #expect(timeline.frame(at: 1).groups.contains(.opacity(0.55)))
        #expect(!timeline.frame(at: 0).groups.contains(.opacity(0.55)))
    }
}
