// Toolbars: items go to the bars of the enclosing navigation stack at their placements
// and take scripted taps; outside a stack nothing is drawn; the inline title is centred
// in a 44 point bar; hidden bars leave the content alone.
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

private let phone = CGSize(width: 320, height: 480)

@MainActor
@Suite struct ToolbarTests {
    func text(_ list: DisplayList, _ string: String) -> CGRect? {
        guard
            let index = list.drawings.firstIndex(where: {
                if case .text(let run) = $0 { return run.string == string }
                return false
            })
        else { return nil }
        return list.box(index)
    }

    @Test func itemsGoToTheirPlacements() {
        let list = render(phone) {
            NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
                        ToolbarItem(placement: .keyboard) { Button("Hide") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                    }
            }
        }
        let cancel = text(list, "Cancel")
        let save = text(list, "Save")
        let title = text(list, "Inbox")
        let compose = text(list, "Compose")
        #expect(text(list, "Hide") == nil)
        expectClose(Double(cancel?.minX ?? .nan), 16, absolute: 1e-6)
        expectClose(Double(save?.maxX ?? .nan), 304, absolute: 1e-6)
        // The inline title is centred in the 44 point bar, as are the items.
        expectClose(Double(title?.midX ?? .nan), 160, absolute: 1e-6)
        expectClose(Double(title?.midY ?? .nan), 22, absolute: 1e-6)
        expectClose(Double(save?.midY ?? .nan), 22, absolute: 1e-6)
        // The bottom bar: 44 points at the bottom, its one item centred.
        expectClose(Double(compose?.midX ?? .nan), 160, absolute: 1e-6)
        expectClose(Double(compose?.midY ?? .nan), 480 - 22, absolute: 1e-6)
        let semibold = list.texts.first { $0.string == "Inbox" }
        #expect(semibold?.font.weight == .semibold)
    }

    @Test func toolbarOutsideANavigationStackIsNotDrawn() {
        let list = render(phone) {
            Text("Body").toolbar { ToolbarItem { Button("Save") {} } }
        }
        #expect(list.texts.map(\.string) == ["Body"])
        let targets = controlTargets(phone) {
            Text("Body").toolbar { Button("Save") {} }
        }
        #expect(targets.isEmpty)
    }

    @Test func toolbarButtonsAreTargets() async {
        struct Screen: View {
            @State private var saved = 0
            var body: some View {
                NavigationStack {
                    Text("Saved \(saved)")
                        .navigationTitle("Notes")
                        .toolbar { SaveItems(saved: $saved) }
                }
            }
        }
        struct SaveItems: ToolbarContent {
            @Binding var saved: Int
            var body: some ToolbarContent {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", systemImage: "checkmark") { saved += 1 }
                }
                if saved > 0 {
                    ToolbarItem(placement: .topBarLeading) { Button("Undo") { saved -= 1 } }
                }
            }
        }
        let host = ViewHost(size: phone) { Screen() }
        host.play([.tap("Save", at: 1), .tap("Save", at: 2), .tap("Undo", at: 3)])
        await host.run(until: 4)
        #expect(host.frame(at: 1.5).texts.map(\.string).contains("Saved 1"))
        #expect(host.frame(at: 2.5).texts.map(\.string).contains("Undo"))
        #expect(!host.frame(at: 0.5).texts.map(\.string).contains("Undo"))
        #expect(host.frame(at: 3.5).texts.map(\.string).contains("Saved 1"))
        // The large title sits under the 44 point bar that holds the items.
        let title = text(host.frame(at: 0), "Notes")
        #expect((title?.minY ?? 0) > 44)
    }

    @Test(arguments: [0, 1])
    func hiddenNavigationBarLeavesTheContent(form: Int) {
        let list = render(phone) {
            NavigationStack {
                if form == 0 {
                    Color.red.navigationTitle("Title").navigationBarHidden(true)
                } else {
                    Color.red.navigationTitle("Title").toolbar(.hidden, for: .navigationBar)
                }
            }
        }
        #expect(list.texts.isEmpty)
        expectRect(list.box(0), CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func searchFieldShowsThePromptUnderTheTitle() {
        let list = render(phone) {
            NavigationStack {
                Color.clear.navigationTitle("Places").searchable(
                    text: .constant(""), prompt: "Cities")
            }
        }
        let title = text(list, "Places")
        let prompt = text(list, "Cities")
        #expect((prompt?.minY ?? 0) > (title?.maxY ?? .infinity))
    }
}
