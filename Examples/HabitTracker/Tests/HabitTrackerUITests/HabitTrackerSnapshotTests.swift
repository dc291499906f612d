// Snapshot and layout tests of the package's views. They run on Linux through
// `kinema test`, which gives the test target KinemaTesting; in Xcode this file compiles to
// nothing.
#if canImport(KinemaTesting)
    import KinemaTesting
    import SwiftUI
    import Testing
    @testable import HabitTrackerUI

    /// A check button with its state, as a screen holds it.
    private struct CheckButtonHost: View {
        @State private var isDone = false

        var body: some View {
            CheckButton(isDone: $isDone, color: .green)
        }
    }

    @MainActor
    struct HabitTrackerSnapshotTests {
        /// The ring fills over 0.8 s: empty, on its way, full.
        @Test func ringFills() async {
            await expectSnapshot(
                of: ProgressRing(progress: 0.7, color: .orange).frame(width: 100, height: 100),
                size: CGSize(width: 120, height: 120), times: [0, 0.4, 1])
        }

        /// The check button sits at the trailing edge of a row, inside its padding.
        @Test func checkButtonIsTrailing() async throws {
            let layout = ViewLayout(
                of: HabitRow(habit: .reading), proposal: ProposedViewSize(width: 360, height: nil))
            #expect(layout.size.width == 360)
            let check = try #require(await layout.frame(of: "check"))
            #expect(check.maxX == layout.size.width - 12)
            #expect(check.size == CGSize(width: 36, height: 36))
            // Vertically centred in the row, to the pixel: frames snap to whole pixels at
            // the display scale (1 here), so a centre moves by at most half a point.
            #expect(abs(check.midY - layout.size.height / 2) <= 0.5)
        }

        /// Tapping the check button fills it: the circle springs from 0.9 to full size.
        @Test func checkButtonFillsWhenTapped() async {
            await expectSnapshot(
                of: CheckButtonHost().padding(8),
                size: CGSize(width: 60, height: 60), times: [0, 0.6],
                script: [.tap(identifier: "check", at: 0.1)])
        }

        /// Every preview, at its first frame and once its animations are done.
        @Test func previews() async {
            await expectPreviewSnapshots(inModule: "HabitTrackerUI", times: [0, 1])
        }
    }
#endif
