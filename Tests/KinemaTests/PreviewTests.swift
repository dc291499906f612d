// Previews as SwiftUI files write them: `#Preview` (with traits and `@Previewable` state)
// and `PreviewProvider`, compiled against Kinema. That this file builds at all checks the
// macro plugin (scripts/install-macros.sh): each `#Preview` below only type-checks if the
// plugin moved its `@Previewable` variables into the view it declares.
import Kinema
import KinemaTestSupport
import Testing

private struct Badge: View {
    var count: Int
    var body: some View {
        Text("\(count)")
            .padding(4)
            .background(Capsule().fill(Color.red))
    }
}

#Preview {
    Badge(count: 3)
}

#Preview("Wide badge", traits: .sizeThatFitsLayout, .landscapeLeft) {
    @Previewable var count = 12
    let doubled = count * 2
    Badge(count: doubled)
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 7)
            .previewLayout(.fixed(width: 120, height: 60))
            .previewDisplayName("Seven")
    }
}

@MainActor
@Suite("Previews")
struct PreviewTests {
    @Test("A preview's traits choose its layout and orientation; the last one wins")
    func traits() {
        let plain = Preview { Badge(count: 1) }
        #expect(plain.displayName == nil)
        #expect(plain.layout == .device)
        #expect(plain.orientation == .portrait)

        let fixed = Preview(
            "Fixed", traits: .sizeThatFitsLayout, .fixedLayout(width: 100, height: 50),
            .landscapeRight
        ) { Badge(count: 1) }
        #expect(fixed.displayName == "Fixed")
        #expect(fixed.layout == .fixed(width: 100, height: 50))
        #expect(fixed.orientation == .landscapeRight)
        #expect(fixed.traits.count == 3)
    }

    @Test("A preview's content renders as the view itself")
    func content() {
        let preview = Preview("Badge") { Badge(count: 3) }
        let size = CGSize(width: 100, height: 40)
        let content = preview.content()
        let fromPreview = SceneTimeline(size: size, initialState: ()) { _ in content }
        let direct = SceneTimeline(size: size, initialState: ()) { _ in Badge(count: 3) }
        #expect(fromPreview.frame(at: 0).items == direct.frame(at: 0).items)
    }

    @Test("PreviewProvider's previews and the preview modifiers leave the view unchanged")
    func provider() {
        let size = CGSize(width: 120, height: 60)
        let content = Badge_Previews.previews
        let previews = SceneTimeline(size: size, initialState: ()) { _ in content }
        let direct = SceneTimeline(size: size, initialState: ()) { _ in Badge(count: 7) }
        #expect(previews.frame(at: 0).items == direct.frame(at: 0).items)
        #expect(Badge_Previews.platform == nil)
        #expect(PreviewDevice("iPhone 15").rawValue == "iPhone 15")
        #expect(PreviewLayout.deviceSize == CGSize(width: 393, height: 852))
    }
}
