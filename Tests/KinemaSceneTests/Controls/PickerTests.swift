import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

/// Pickers: options and their tags (explicit, or ForEach ids of the selection's type),
/// the segmented, menu, wheel and inline looks, and scripted selection in a host.
@MainActor
@Suite struct PickerTests {
    let wide = CGSize(width: 300, height: 240)

    @Test func segmentedControlSplitsTheWidthAndWhitensTheSelection() {
        let choice = TestBox(1)
        let list = render(wide) {
            Picker("Size", selection: choice.binding) {
                Text("S").tag(0)
                Text("M").tag(1)
                Text("L").tag(2)
            }
            .pickerStyle(.segmented)
        }
        // Background, then the three segments' labels with the selected one's white fill.
        expectRect(list.box(0), CGRect(x: 0, y: 104, width: 300, height: 32))
        expectColor(
            list.drawings[0].color,
            Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12))
        #expect(list.texts.map(\.string) == ["S", "M", "L"])
        #expect(list.texts.allSatisfy { $0.font.size == 13 })
        let whites = list.drawings.indices.filter { list.drawings[$0].color == .white }
        #expect(whites.count == 1)
        // The middle segment, inset 2 points.
        expectRect(list.box(whites[0]), CGRect(x: 102, y: 106, width: 96, height: 28))
        // No separators next to the selected segment.
        let separators = list.drawings.filter {
            $0.color == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
        }
        #expect(separators.isEmpty)
    }

    @Test func forEachIdsTagOptionsOfTheSelectionsType() {
        let flavor = TestBox(Flavor.chocolate)
        var timeline = SceneTimeline(size: wide, initialState: 0) { _ in
            Picker("Flavor", selection: flavor.binding) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
        }
        let list = timeline.frame(at: 0)
        // The menu shows the selected option in the accent colour.
        #expect(list.texts.map(\.string) == ["Chocolate"])
        expectColor(list.texts.first?.color, .blue)
        #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
        let targets = timeline.controlTargets()
        guard case .picker(let access) = targets.first?.action else {
            Issue.record("no picker target")
            return
        }
        #expect(access.options == ["Vanilla", "Chocolate", "Strawberry"])
        #expect(access.select("Strawberry") == nil)
        #expect(flavor.value == .strawberry)
        timeline.change(at: 1) { $0 = 1 }
        #expect(timeline.frame(at: 1).texts.map(\.string) == ["Strawberry"])
    }

    @Test func explicitTagsWinOverForEachIds() {
        let index = TestBox(2)
        let list = render(wide) {
            Picker("Flavor", selection: index.binding) {
                ForEach(Array(Flavor.allCases.enumerated()), id: \.element) { offset, flavor in
                    Text(flavor.rawValue).tag(offset)
                }
            }
        }
        #expect(list.texts.map(\.string) == ["strawberry"])
    }

    @Test func tagsOfAnotherTypeNeverMatchAndAreDiagnosed() {
        let choice = TestBox(0)
        let timeline = SceneTimeline(size: wide, initialState: 0) { _ in
            Picker("Mode", selection: choice.binding) {
                Text("A").tag("a")
                Text("B").tag(0)
            }
        }
        #expect(timeline.frame(at: 0).texts.map(\.string) == ["B"])
        let messages = timeline.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("option 'A' is tagged with a String") == true)
    }

    @Test func optionalSelectionMatchesPlainTagsUnlessExcluded() {
        let choice = TestBox<Int?>(1)
        let list = render(wide) {
            Picker("N", selection: choice.binding) {
                Text("One").tag(1)
                Text("None").tag(Int?.none)
            }
        }
        #expect(list.texts.map(\.string) == ["One"])
        let strict = SceneTimeline(size: wide, initialState: 0) { _ in
            Picker("N", selection: choice.binding) {
                Text("One").tag(1, includeOptional: false)
            }
        }
        #expect(strict.frame(at: 0).texts.isEmpty)
        #expect(strict.diagnostics.contains { $0.message.contains("matches no option") })
    }

    @Test func menuInAFormIsARowWithTheLabelAndASecondaryValue() {
        let choice = TestBox(0)
        let list = render(wide) {
            Form {
                Picker("Theme", selection: choice.binding) {
                    Text("Light").tag(0)
                    Text("Dark").tag(1)
                }
            }
        }
        #expect(list.texts.map(\.string) == ["Theme", "Light"])
        expectColor(list.texts.first?.color, .primary)
        expectColor(
            list.texts.last?.color,
            Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
        #expect(list.texts[1].transform.tx > list.texts[0].transform.tx + 100)
    }

    @Test func inlineRowsCheckTheSelection() {
        let choice = TestBox(1)
        let list = render(wide) {
            List {
                Picker("Theme", selection: choice.binding) {
                    Text("Light").tag(0)
                    Text("Dark").tag(1)
                }
                .pickerStyle(.inline)
            }
        }
        #expect(list.texts.map(\.string) == ["Light", "Dark"])
        // One checkmark, on the second row.
        let checks = list.drawings.indices.filter {
            if case .stroke = list.drawings[$0] { return true }
            return false
        }
        #expect(checks.count == 1)
        #expect(list.box(checks[0]).midY > list.texts[1].transform.ty)
    }

    @Test func wheelCentresTheSelectionAndFadesTheOthers() {
        let choice = TestBox(2)
        let list = render(CGSize(width: 200, height: 216)) {
            Picker("N", selection: choice.binding) {
                ForEach(0..<6) { Text("\($0)") }
            }
            .pickerStyle(.wheel)
        }
        let strings = list.texts.map(\.string)
        #expect(strings == ["0", "1", "2", "3", "4", "5"])
        let centre = list.texts[2]
        expectClose(centre.transform.ty + centre.size.height / 2, 108, absolute: 1)
        #expect(list.description.contains("opacity 0.55"))
    }
}

private struct Settings: View {
    @State private var size = 1
    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            Text("size \(size)")
        }
    }
}

@MainActor
@Suite("ViewHost: pickers")
struct PickerHostTests {
    @Test("Scripted selection sets the selection to the option's tag")
    func select() async {
        let host = ViewHost(size: CGSize(width: 300, height: 120)) { Settings() }
        host.play([.select("Large", in: "Size", at: 0.2), .select("Huge", in: "Size", at: 0.4)])
        await host.run(until: 1)
        #expect(host.frame(at: 0.1).texts.contains { $0.string == "size 1" })
        #expect(host.frame(at: 1).texts.contains { $0.string == "size 2" })
        let messages = host.diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("no option 'Huge'") == true, "\(messages)")
    }
}
