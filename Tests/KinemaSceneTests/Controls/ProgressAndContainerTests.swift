import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// Progress views, steppers, labels and the containers (scroll view, list, form,
/// navigation stack).
@MainActor
@Suite struct ProgressAndContainerTests {
    let wide = CGSize(width: 200, height: 100)

    /// The bar's fill is `value / total` of the width, clamped; bad input draws 0.
    @Test(arguments: [
        (0.5, 1.0, 0.5), (3, 8, 0.375), (2, 1, 1), (-1, 1, 0), (.nan, 1, 0), (1, 0, 0),
        (1, -2, 0), (1, .infinity, 0),
    ])
    func progressFractionIsClamped(value: Double, total: Double, fraction: Double) {
        let timeline = SceneTimeline(size: wide, initialState: 0) { _ in
            ProgressView(value: value, total: total)
        }
        let list = timeline.frame(at: 0)
        expectRect(list.box(0), CGRect(x: 0, y: 48, width: 200, height: 4))
        let fill = list.drawings.count > 1 ? list.box(1).width : 0
        expectClose(fill, 200 * fraction, absolute: 1e-9)
        let bad = value.isNaN || !(total > 0) || !total.isFinite
        #expect(bad == !timeline.diagnostics.isEmpty)
        #expect(!list.description.lowercased().contains("nan"))
    }

    @Test func indeterminateProgressIsASpinner() {
        let list = render { ProgressView() }
        #expect(list.drawings.count == 8)
        let bounds = list.boxes.reduce(CGRect.null) { $0.union($1) }
        #expect(bounds.width <= 20 && bounds.height <= 20)
        expectClose(bounds.midX, 50, absolute: 1e-6)
    }

    @Test func progressLabelSitsAboveTheBar() {
        let list = render(wide) { ProgressView("Loading", value: 0.25) }
        #expect(list.texts.first?.string == "Loading")
        #expect(list.box(0).maxY + 8 <= list.box(1).minY + 1e-9)
    }

    @Test func circularDeterminateIsARing() {
        let list = render { ProgressView(value: 0.5).progressViewStyle(.circular) }
        #expect(list.drawings.count == 2)
        // The 3 point stroke's centre line: 17 points across, 1.5 in from the 20 point frame.
        expectRect(list.box(0), CGRect(x: 41.5, y: 41.5, width: 17, height: 17), tolerance: 1e-6)
    }

    @Test func stepperIsLabelAndA94By32Control() {
        let count = TestBox(0)
        let list = render(wide) { Stepper("Guests", value: count.binding, in: 0...3) }
        #expect(list.texts.first?.string == "Guests")
        expectRect(list.box(1), CGRect(x: 106, y: 34, width: 94, height: 32))
        // At the lower bound, the minus is dimmed; the plus is not.
        #expect((list.drawings[2].color?.opacity ?? 1) < 1)
        expectColor(list.drawings[4].color, .primary)
    }

    @Test func systemImageIsKinemasDesignOfTheSymbol() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Label("Star", systemImage: "star.fill")
        }
        let list = timeline.frame(at: 0)
        #expect(list.texts.map(\.string) == ["Star"])
        // The filled star's path, then its edge half a regular line (0.085 × 17 / 2) outside
        // it, 8 points before the title.
        let icon = list.box(0)
        let title = list.box(list.drawings.count - 1)
        expectClose(title.minX - icon.maxX, 8 + 0.085 * 17 / 2, absolute: 1e-6)
        #expect(timeline.diagnostics.isEmpty)
    }

    @Test func unknownSystemImageIsThePlaceholderWithADiagnostic() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Label("Star", systemImage: "no.such.symbol")
        }
        let list = timeline.frame(at: 0)
        #expect(list.texts.map(\.string) == ["Star"])
        // The placeholder's frame is the font's size square (17 points in the body font), 8
        // points before the title; its rounded square is inset a line (17 / 12) inside it.
        let icon = list.box(0)
        let title = list.box(list.drawings.count - 1)
        let inset = 17.0 / 12
        expectClose(icon.width, 17 - 2 * inset, absolute: 1e-6)
        expectClose(icon.height, 17 - 2 * inset, absolute: 1e-6)
        expectClose(title.minX - icon.maxX, 8 + inset, absolute: 1e-6)
        #expect(timeline.diagnostics.count == 1)
        #expect(timeline.diagnostics.first?.message.contains("\"no.such.symbol\"") == true)
    }

    @Test func labelStylesPickTitleOrIcon() {
        let titleOnly = render { Label("Star", systemImage: "star").labelStyle(.titleOnly) }
        #expect(titleOnly.drawings.count == 1 && titleOnly.texts.count == 1)
        let iconOnly = render { Label("Star", systemImage: "star").labelStyle(.iconOnly) }
        #expect(iconOnly.drawings.count == 1 && iconOnly.texts.isEmpty)
    }

    @Test func scrollViewClipsContentAtOffsetZero() {
        let list = render {
            ScrollView {
                Rectangle().fill(red).frame(width: 50, height: 300)
            }
        }
        #expect(list.groups.contains { if case .clip = $0 { return true } else { return false } })
        // Top-aligned, centred across.
        expectRect(list.box(0), CGRect(x: 25, y: 0, width: 50, height: 300))
    }

    @Test func listRowsAreCardsOverTheGroupedBackground() {
        let list = render(CGSize(width: 300, height: 400)) {
            List {
                Section("Account") {
                    Text("Name")
                    Text("Email")
                }
                Text("Loose")
            }
        }
        // Background, then the section: header, card, rows and separator.
        expectColor(
            list.drawings[0].color, Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        expectRect(list.box(0), CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(list.texts.map(\.string) == ["ACCOUNT", "Name", "Email", "Loose"])
        let card = list.drawings.firstIndex { $0.color == .white }!
        let cardBox = list.box(card)
        expectClose(cardBox.minX, 16, absolute: 1e-9)
        expectClose(cardBox.width, 268, absolute: 1e-9)
        expectClose(cardBox.height, 88.5, absolute: 1e-9)
        let name = list.texts[1]
        #expect(name.transform.tx == 32)
    }

    @Test func navigationStackDrawsItsTitle() {
        let list = render(CGSize(width: 300, height: 300)) {
            NavigationStack {
                Form {
                    Toggle("Airplane", isOn: .constant(false))
                }
                .navigationTitle("Settings")
            }
        }
        let title = list.texts.first
        #expect(title?.string == "Settings")
        #expect(title?.font == .system(size: 34, weight: .bold))
        #expect(title?.transform.tx == 16)
    }
}
