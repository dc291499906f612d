// Presentations: alerts, dialogs, sheets and covers are drawn above everything while
// their bindings say so; their buttons are targets that run the action and dismiss; the
// views behind a modal presentation take no input; dismiss() and onDismiss work.
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

private let phone = CGSize(width: 320, height: 480)

@MainActor
final class PresentationLog {
    var events: [String] = []
}

private struct AlertScreen: View {
    @State private var isPresented = false
    let log: PresentationLog

    var body: some View {
        Button("Delete") { isPresented = true }
            .alert("Delete photo?", isPresented: $isPresented) {
                Button("Delete", role: .destructive) { log.events.append("deleted") }
                Button("Cancel", role: .cancel) { log.events.append("cancelled") }
            } message: {
                Text("It goes for good.")
            }
            .onChange(of: isPresented) { log.events.append("presented \(isPresented)") }
    }
}

private struct Detail: Identifiable {
    let id: Int
}

private struct SheetScreen: View {
    @State private var isPresented = false
    @State private var detail: Detail?
    let log: PresentationLog

    var body: some View {
        VStack {
            Button("Open") { isPresented = true }
            Button("Show detail") { detail = Detail(id: 7) }
        }
        .sheet(isPresented: $isPresented, onDismiss: { log.events.append("dismissed") }) {
            SheetBody().presentationDetents([.fraction(0.25)])
        }
        .sheet(item: $detail) { detail in
            Text("Detail \(detail.id)").presentationDetents([.medium])
        }
    }
}

private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button(isPresented ? "Close" : "Not presented") { dismiss() }
    }
}

@MainActor
@Suite struct PresentationTests {
    func strings(_ host: ViewHost, at time: Double) -> [String] {
        host.frame(at: time).texts.map(\.string)
    }

    @Test func alertButtonsRunTheirActionAndDismiss() async {
        let log = PresentationLog()
        let host = ViewHost(size: phone) { AlertScreen(log: log) }
        // The first "Delete" is the button on screen; the second is the alert's (the
        // button behind the alert takes no input while it is up).
        host.play([.tap("Delete", at: 1), .tap("Delete", at: 2)])
        await host.run(until: 4)
        #expect(!strings(host, at: 0.5).contains("Delete photo?"))
        #expect(strings(host, at: 1.5).contains("Delete photo?"))
        #expect(strings(host, at: 1.5).contains("It goes for good."))
        #expect(!strings(host, at: 3.5).contains("Delete photo?"))
        #expect(log.events == ["presented true", "deleted", "presented false"])
    }

    @Test func alertCardIs270PointsWideAndCentred() async {
        let log = PresentationLog()
        let host = ViewHost(size: phone) { AlertScreen(log: log) }
        host.play([.tap("Delete", at: 0)])
        await host.run(until: 2)
        let list = host.frame(at: 2)
        // The dim covers the canvas; the card is centred, 270 points wide.
        let boxes = list.boxes
        #expect(boxes.contains { $0 == CGRect(x: 0, y: 0, width: 320, height: 480) })
        let card = boxes.first { abs($0.width - 270) < 1e-6 }
        #expect(card != nil)
        expectClose(Double(card?.midX ?? .nan), 160, absolute: 1e-6)
        expectClose(Double(card?.midY ?? .nan), 240, absolute: 1e-6)
        // The cancel button (leading, semibold) and the destructive one (red).
        let cancel = list.texts.first { $0.string == "Cancel" }
        #expect(cancel?.font.weight == .semibold)
        let delete = list.texts.last { $0.string == "Delete" }
        expectColor(delete?.color, Color(red: 1, green: 59 / 255, blue: 48 / 255))
    }

    @Test func sheetRestsAtItsDetentAndDismissesItself() async {
        let log = PresentationLog()
        let host = ViewHost(size: phone) { SheetScreen(log: log) }
        host.play([.tap("Open", at: 1), .tap("Close", at: 3)])
        await host.run(until: 5)
        #expect(strings(host, at: 2.5).contains("Close"))
        #expect(!strings(host, at: 4.5).contains("Close"))
        #expect(log.events == ["dismissed"])
        // At rest, the card is a quarter of the height, at the bottom.
        let list = host.frame(at: 2.5)
        let card = list.boxes.first { abs($0.height - 120) < 1e-6 }
        expectRect(card ?? .null, CGRect(x: 0, y: 360, width: 320, height: 120), tolerance: 1e-6)
        // Sliding in: 0.1 s after the tap, the sheet is still below its resting place.
        let early = host.frame(at: 1.1).boxes.first { abs($0.height - 120) < 1e-6 }
        #expect((early?.minY ?? 0) > 360)
    }

    @Test func sheetForAnItemShowsIt() async {
        let log = PresentationLog()
        let host = ViewHost(size: phone) { SheetScreen(log: log) }
        host.play([.tap("Show detail", at: 1)])
        await host.run(until: 3)
        #expect(strings(host, at: 2.5).contains("Detail 7"))
        #expect(!strings(host, at: 0.5).contains("Detail 7"))
    }

    @Test func viewsBehindAModalTakeNoInput() async {
        let log = PresentationLog()
        let host = ViewHost(size: phone) { SheetScreen(log: log) }
        host.play([.tap("Open", at: 1), .tap("Show detail", at: 2)])
        await host.run(until: 3)
        #expect(!strings(host, at: 2.5).contains("Detail 7"))
        #expect(host.diagnostics.contains { $0.message.contains("Show detail") })
    }

    @Test func confirmationDialogAddsACancelButton() async {
        struct Screen: View {
            @State private var isPresented = true
            var body: some View {
                Color.clear.confirmationDialog("Sort by", isPresented: $isPresented) {
                    Button("Name") {}
                    Button("Date") {}
                }
            }
        }
        let host = ViewHost(size: phone) { Screen() }
        host.play([.tap("Cancel", at: 1)])
        await host.run(until: 2)
        #expect(strings(host, at: 0.5) == ["Name", "Date", "Cancel"])
        #expect(strings(host, at: 2).isEmpty)
    }

    @Test func olderAlertTypeShowsItsButtons() {
        let list = render(phone) {
            Color.clear.alert(isPresented: .constant(true)) {
                Alert(
                    title: Text("Saved"), message: Text("All done."),
                    primaryButton: .default(Text("Open")), secondaryButton: .cancel())
            }
        }
        #expect(list.texts.map(\.string) == ["Saved", "All done.", "Cancel", "Open"])
    }

    @Test func nothingIsDrawnWhileNotPresented() {
        let plain = render(phone) { Text("Hello") }
        let withSheet = render(phone) {
            Text("Hello").sheet(isPresented: .constant(false)) { Text("Sheet") }
                .alert("Alert", isPresented: .constant(false)) {}
        }
        #expect(plain.description == withSheet.description)
    }
}
