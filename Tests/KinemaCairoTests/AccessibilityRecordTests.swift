import KinemaGraphics
import KinemaScene
import SwiftUI
import Testing

/// The accessibility modifier family: accepted, recorded for a host to report, and
/// nothing drawn changes.
@MainActor
@Suite("Accessibility modifiers")
struct AccessibilityRecordTests {
    @Test func theModifiersAreRecorded() async throws {
        let host = ViewHost(size: CGSize(width: 200, height: 100)) { AccessibleRating() }
        await host.run(until: 0.1)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        let rating = try #require(host.accessibilityAttributes(identifier: "rating"))
        #expect(rating.label == "Rating")
        #expect(rating.value == "3 of 5 stars")
        #expect(rating.hint == "Swipe up or down to change")
        #expect(rating.children == .ignore)
        #expect(rating.traits.sortedNames == ["isButton", "updatesFrequently"])
        #expect(rating.removedTraits == .isImage)
        #expect(rating.isAdjustable)
        #expect(rating.actions == ["Reset"])
        let reviews = try #require(host.accessibilityAttributes(identifier: "reviews"))
        #expect(reviews.heading == .h2)
        #expect(reviews.traits.contains(.isHeader))
        #expect(reviews.sortPriority == 2)
        #expect(reviews.inputLabels == ["Reviews", "Comments"])
        #expect(reviews.ignoresInvertColors)
        // The five hidden stars.
        #expect(host.accessibilityElements.filter(\.isHidden).count == 5)
    }

    @Test func nothingDrawnChanges() {
        func frame(_ annotated: Bool) -> DisplayList {
            SceneTimeline(size: CGSize(width: 200, height: 100), initialState: 0) { _ in
                AccessibleRating(annotated: annotated)
            }.frame(at: 0)
        }
        #expect(frame(true) == frame(false))
    }

    @Test func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton) && !traits.contains(.isLink))
        traits.remove(.isButton)
        #expect(traits == .isSelected)
        #expect(traits.union(.isLink).sortedNames == ["isLink", "isSelected"])
        #expect(AccessibilityActionKind(named: Text("Share")) != .default)
    }
}
