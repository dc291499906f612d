import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Insertions and removals with transitions, driven by a flag that changes at t = 1.
@MainActor
@Suite struct TransitionTests {
    func timeline<V: View>(
        from initial: Bool, _ animation: Animation?,
        @ViewBuilder content: @escaping @Sendable (Bool) -> V
    ) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: canvas, initialState: initial, content: content)
        timeline.change(at: 1, animation: animation) { $0.toggle() }
        return timeline
    }

    @Test func insertionFadesInByDefault() {
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square() }
        }
        #expect(t.frame(at: 0.5).items.isEmpty)
        #expect(t.frame(at: 1.25).groups == [.opacity(0.25)])
        #expect(t.frame(at: 2).description.hasSuffix("\(square) at 45,45"))
        #expect(t.frame(at: 2).groups.isEmpty)
    }

    @Test func removalFadesOutThenDisappears() {
        let t = timeline(from: true, .linear(duration: 1)) { show in
            if show { Square() }
        }
        #expect(t.frame(at: 1.25).groups == [.opacity(0.75)])
        #expect(t.frame(at: 1.25).drawings.count == 1)
        // The curve's end (t = 2) still belongs to the animation; after it, nothing.
        #expect(t.frame(at: 2.001).items.isEmpty)
    }

    @Test func removalWithoutAnimationIsImmediate() {
        let t = timeline(from: true, nil) { show in
            if show { Square() }
        }
        #expect(t.frame(at: 1).items.isEmpty)
    }

    @Test func scaleTransitionScalesAboutTheCentre() {
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(.scale) }
        }
        // Halfway: scale 0.5 about (50, 50); the square's corner (45, 45) -> (47.5, 47.5).
        expectRect(t.frame(at: 1.5).box(0), CGRect(x: 47.5, y: 47.5, width: 5, height: 5))
    }

    @Test func moveTransitionComesFromBeyondAnEdge() {
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(.move(edge: .leading)) }
        }
        // Offset by -width (1 - progress): -7.5 at a quarter.
        expectClose(t.frame(at: 1.25).box(0).minX, 37.5, absolute: 1e-9)
    }

    @Test func offsetTransitionAndCombination() {
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(.offset(y: 40).combined(with: .opacity)) }
        }
        let list = t.frame(at: 1.5)
        expectClose(list.box(0).minY, 65, absolute: 1e-9)
        #expect(list.groups == [.opacity(0.5)])
    }

    @Test func asymmetricTransitionUsesRemovalWhenRemoved() {
        let transition = AnyTransition.asymmetric(
            insertion: .opacity, removal: .move(edge: .bottom))
        let removal = timeline(from: true, .linear(duration: 1)) { show in
            if show { Square().transition(transition) }
        }
        // Removal: moves down by its height: 5 at halfway, no fading.
        expectClose(removal.frame(at: 1.5).box(0).minY, 50, absolute: 1e-9)
        #expect(removal.frame(at: 1.5).groups.isEmpty)
        let insertion = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(transition) }
        }
        #expect(insertion.frame(at: 1.5).groups == [.opacity(0.5)])
    }

    @Test func removedViewKeepsItsPlaceAmongSiblings() {
        let t = timeline(from: true, .linear(duration: 1)) { show in
            VStack(spacing: 0) {
                Rectangle().fill(blue).frame(width: 10, height: 10)
                if show { Square() }
                Rectangle().fill(white).frame(width: 10, height: 10)
            }
        }
        let list = t.frame(at: 1.5)
        #expect(list.drawings.count == 3)
        #expect(list.drawings[1].paint == .color(red))
        // The removed square keeps its old frame (y 45); the white one moves from 55 to 50.
        expectClose(list.box(1).minY, 45, absolute: 1e-9)
        expectClose(list.box(2).minY, 52.5, absolute: 1e-9)
    }

    @Test func reinsertionDuringRemovalReversesSmoothly() {
        var t = SceneTimeline(size: canvas, initialState: true) { show in
            if show { Square() }
        }
        t.change(at: 1, animation: .linear(duration: 1)) { $0 = false }
        t.change(at: 1.5, animation: .linear(duration: 1)) { $0 = true }
        // Additive: progress = 1 - 0.5 (removal half done) + 0 (insertion just begun).
        #expect(t.frame(at: 1.5).groups == [.opacity(0.5)])
        // At 2: removal finished (-1), insertion halfway (+0.5): 0.5 again.
        #expect(t.frame(at: 2).groups == [.opacity(0.5)])
        #expect(t.frame(at: 3).groups.isEmpty)
    }

    @Test func changingTheIdReplacesTheView() {
        let t = timeline(from: false, .linear(duration: 1)) { flag in
            Square().id(flag)
        }
        // The old view fades out while the new one fades in.
        #expect(t.frame(at: 1.25).groups.count == 2)
    }
}
