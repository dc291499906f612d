import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `contentShape`, `ignoresSafeArea` and `edgesIgnoringSafeArea`: the same display list
/// as without them.
@MainActor
@Suite struct PassThroughModifierTests {
    nonisolated static func card() -> some View {
        HStack {
            Text("Row")
            Rectangle().fill(red).frame(width: 10, height: 10)
        }.padding(4)
    }

    @Test func contentShapeChangesNothingDrawn() {
        let plain = render { Self.card() }.description
        #expect(render { Self.card().contentShape(Rectangle()) }.description == plain)
        #expect(
            render { Self.card().contentShape(.interaction, Circle(), eoFill: true) }.description
                == plain)
    }

    @Test func safeAreaModifiersChangeNothingDrawn() {
        let plain = render { Self.card() }.description
        #expect(render { Self.card().ignoresSafeArea() }.description == plain)
        #expect(
            render { Self.card().ignoresSafeArea(.keyboard, edges: .bottom) }.description == plain)
        #expect(render { Self.card().edgesIgnoringSafeArea(.all) }.description == plain)
    }
}
