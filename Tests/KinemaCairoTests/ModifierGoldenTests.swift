import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaViews
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

/// A card that moves and grows from a thumbnail (matched geometry), for the golden.
struct HeroThumbnail: View {
    @Namespace var hero
    let expanded: Bool

    var body: some View {
        if expanded {
            card(title: "Expanded", size: 16)
                .frame(width: 180, height: 100)
                .matchedGeometryEffect(id: "card", in: hero)
                .position(x: 130, y: 95)
        } else {
            card(title: "Thumb", size: 11)
                .frame(width: 60, height: 40)
                .matchedGeometryEffect(id: "card", in: hero)
                .position(x: 40, y: 30)
        }
    }

    func card(title: String, size: CGFloat) -> some View {
        Text(title).font(.system(size: size, weight: .semibold)).foregroundStyle(Color.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(
                LinearGradient(
                    colors: [
                        Color(red: 0.95, green: 0.45, blue: 0.2),
                        Color(red: 0.8, green: 0.2, blue: 0.5),
                    ],
                    startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .cornerRadius(12)
    }
}

extension ModifierGoldenTests {
    @Test func matchedGeometryMidMove() throws {
        var timeline = SceneTimeline(
            size: CGSize(width: 240, height: 160), initialState: false,
            measurer: PangoTextMeasurer()
        ) { HeroThumbnail(expanded: $0) }
        timeline.change(at: 1, animation: .easeInOut(duration: 1)) { $0 = true }
        #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
        let renderer = DisplayListRenderer()
        for time in [1.0, 1.5] {
            let image = try renderer.render(
                timeline.frame(at: time), options: DisplayListRenderOptions(background: .white))
            expectSnapshot(image, named: "hero-\(time)")
        }
    }
}

extension ModifierGoldenTests {
    @Test func shadowStyles() throws {
        let timeline = SceneTimeline(
            size: CGSize(width: 200, height: 90), initialState: 0, measurer: PangoTextMeasurer()
        ) { _ in
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 14)
                    .fill(Color(red: 0.3, green: 0.55, blue: 0.95).shadow(.drop(radius: 5, y: 4)))
                    .frame(width: 70, height: 50)
                RoundedRectangle(cornerRadius: 14)
                    .fill(
                        Color(red: 0.92, green: 0.92, blue: 0.94)
                            .shadow(
                                .inner(color: Color(white: 0, opacity: 0.5), radius: 4, x: 2, y: 3))
                    )
                    .frame(width: 70, height: 50)
            }
        }
        let image = try DisplayListRenderer().render(
            timeline.frame(at: 0), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: "shadow-styles")
    }
}

extension ModifierGoldenTests {
    @Test func imagePaint() throws {
        // An 8 x 8 checker of 4-pixel squares: orange and white / white and blue.
        let colors: [[UInt8]] = [[240, 120, 40, 255], [255, 255, 255, 255], [40, 90, 200, 255]]
        var pixels: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<8 { pixels += colors[(x / 4 + y / 4) == 1 ? 1 : x / 4 * 2] }
        }
        let images = ImageStore()
        images.insert(
            RGBAImage(width: 8, height: 8, pixels: pixels), atPath: "/virtual/checker.png")
        let checker = Image(
            contentsOfFile: "/virtual/checker.png", size: CGSize(width: 8, height: 8))
        let timeline = SceneTimeline(
            size: CGSize(width: 200, height: 90), initialState: 0,
            measurer: PangoTextMeasurer(images: images)
        ) { _ in
            HStack(spacing: 20) {
                Circle().fill(.image(checker, scale: 2)).frame(width: 70, height: 70)
                RoundedRectangle(cornerRadius: 10)
                    .fill(
                        .image(
                            checker, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1),
                            scale: 2.5
                        )
                    )
                    .frame(width: 80, height: 60)
            }
        }
        let image = try DisplayListRenderer(images: images).render(
            timeline.frame(at: 0), options: DisplayListRenderOptions(background: .white))
        expectSnapshot(image, named: "image-paint")
    }
}
