// redacted(reason: .placeholder) draws text as bars in the text's frame; unredacted()
// inside keeps its text; the reasons reach @Environment(\.redactionReasons).
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

@MainActor
@Suite struct RedactionTests {
    @Test func placeholderTextIsBarsInTheTextsFrame() {
        let plain = render(CGSize(width: 200, height: 100)) {
            VStack {
                Text("Title")
                Text("Subtitle")
            }
        }
        let redacted = render(CGSize(width: 200, height: 100)) {
            VStack {
                Text("Title")
                Text("Subtitle").unredacted()
            }.redacted(reason: .placeholder)
        }
        #expect(redacted.texts.map(\.string) == ["Subtitle"])
        // One bar for the one-line title, inside its frame, in its colour at 0.2.
        let titleFrame = plain.box(0)
        let bar = redacted.box(0)
        #expect(titleFrame.contains(bar))
        expectClose(Double(bar.width), Double(titleFrame.width), absolute: 1e-6)
        expectClose(redacted.drawings[0].color?.opacity ?? 0, 0.2, absolute: 1e-6)
    }

    @Test func reasonsReachTheEnvironment() async {
        struct Reader: View {
            @Environment(\.redactionReasons) private var reasons
            var body: some View {
                Rectangle().fill(Color.red)
                    .frame(width: reasons.contains(.privacy) ? 30 : 10, height: 10)
            }
        }
        let redacted = ViewHost(size: canvas) { Reader().redacted(reason: .privacy) }
        expectClose(Double(redacted.frame(at: 0).box(0).width), 30, absolute: 1e-9)
        let plain = ViewHost(size: canvas) { Reader() }
        expectClose(Double(plain.frame(at: 0).box(0).width), 10, absolute: 1e-9)
    }
}
