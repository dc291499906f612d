// The README's second example, as written there: a layout tested numerically.
import KinemaTesting
import SwiftUI
import Testing

// README: "Test a layout numerically" (from here to the end of the test).
struct ScoreRow: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Circle().fill(.green).frame(width: 24, height: 24)
                .accessibilityIdentifier("dot")
        }
        .padding(.horizontal, 16)
    }
}

@MainActor
@Test("README: the dot sits at the trailing edge, inside the padding")
func dotSitsAtTheTrailingEdge() async throws {
    let layout = ViewLayout(
        of: ScoreRow(title: "Level 1"), proposal: ProposedViewSize(width: 320, height: nil))
    #expect(layout.size.width == 320)  // the Spacer takes what the text leaves
    let title = try #require(await layout.frame(of: .text("Level 1")))
    let dot = try #require(await layout.frame(of: "dot"))
    #expect(title.minX == 16)
    #expect(abs(dot.maxX - (320 - 16)) < 0.001)  // points, with the text measured
    #expect(dot.size == CGSize(width: 24, height: 24))
}
