// PreviewModifier and the `.modifier` preview trait: shared contexts made once per modifier
// type, modifiers composed in order.
import Foundation
import KinemaScene
import Synchronization
import Testing

@MainActor
@Suite struct PreviewModifierTests {
    static func preview(named name: String) throws -> Preview {
        try #require(
            Preview.all(inModule: PreviewDiscoveryTests.module).first { $0.displayName == name })
    }

    @Test func appliesTheModifierWithItsSharedContext() async throws {
        let contexts = PreviewModifierContexts()
        let before = sampleContextsMade.withLock { $0 }
        let first = try Self.preview(named: "Greeting")
        let second = try Self.preview(named: "Greeting again")
        #expect(first.modifierNames == ["SampleGreeting"])
        #expect(
            second.traits.map(\.description) == [
                ".sizeThatFitsLayout", ".modifier(SampleGreeting)",
            ])
        let views = [
            try await first.content(sharing: contexts), try await second.content(sharing: contexts),
        ]
        for view in views {
            #expect(PreviewDiscoveryTests.drawsText("Hello from the context", view))
        }
        // One context for the type, made once for both previews.
        #expect(contexts.count == 1)
        #expect(sampleContextsMade.withLock { $0 } - before == 1)
    }

    @Test func composesModifiersInOrder() async throws {
        let preview = try Self.preview(named: "Width, then padding")
        #expect(preview.modifierNames == ["FixedWidth", "Padded"])
        let modified = try await preview.content(sharing: PreviewModifierContexts())
        // 20 x 20 content; the first modifier's frame makes it 100 wide, the second's padding
        // adds 10 on each side: 120 x 40. (In the other order: 100 x 40.)
        #expect(ViewHost.fittingSize { modified } == CGSize(width: 120, height: 40))
        #expect(ViewHost.fittingSize { preview.content() } == CGSize(width: 20, height: 20))
    }

    @Test func composedTraitsKeepTheirParts() {
        let trait = PreviewTrait<Preview.ViewTraits>(.sizeThatFitsLayout, .landscapeRight)
        #expect(trait.layout == .sizeThatFits)
        #expect(trait.orientation == .landscapeRight)
        #expect(trait.description == "(.sizeThatFitsLayout, .landscapeRight)")
        let later = PreviewTrait<Preview.ViewTraits>(trait, .defaultLayout, .portraitUpsideDown)
        #expect(later.layout == .device)
        #expect(later.orientation == .portraitUpsideDown)
        #expect(PreviewTrait<Preview.ViewTraits>().layout == nil)
        #expect(
            PreviewTrait<Preview.ViewTraits>.fixedLayout(width: 12.5, height: 0).description
                == ".fixedLayout(width: 12.5, height: 0)")
    }
}
