import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaLayout
import KinemaScene
import Testing

/// Everyday modifiers drawn by Cairo: a card with rounded corners, a border and styled
/// text; looked at before recording.
@MainActor
@Suite("Modifier goldens")
struct ModifierGoldenTests {
    /// A card as real SwiftUI files write one.
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Kinema").font(.system(size: 22, weight: .bold)).kerning(3)
                Text("Headless SwiftUI animation, drawn by Cairo on Linux servers")
                    .italic()
                    .font(.system(size: 13))
                    .lineLimit(1)
                Text("Now").underline(color: Color(red: 0.9, green: 0.3, blue: 0.2))
                    + Text(" & later").fontDesign(.serif)
                HStack {
                    Text("OLD").strikethrough().foregroundStyle(Color.gray)
                    Text("new").tracking(2).bold()
                }
                .font(.system(size: 12))
            }
            .padding(12)
            .frame(width: 200, alignment: .leading)
            .background(Color(red: 0.95, green: 0.93, blue: 0.88))
            .cornerRadius(14)
            .padding(4)
            .border(Color(red: 0.2, green: 0.4, blue: 0.8), width: 3)
        }
    }

    @Test func card() throws {
        let timeline = SceneTimeline(
            size: CGSize(width: 230, height: 150), initialState: 0, measurer: PangoTextMeasurer()
        ) { _ in Card() }
        #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
        let image = try DisplayListRenderer().render(
            timeline.frame(at: 0), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: "card")
    }
}
