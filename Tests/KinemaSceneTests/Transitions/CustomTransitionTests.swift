import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `AnyTransition.modifier(active:identity:)`: insertions and removals animate as a state
/// change between the view with the active modifier and the view with the identity
/// modifier; a flag changes at t = 1.
@MainActor
@Suite struct CustomTransitionTests {
    func timeline<V: View>(
        from initial: Bool, _ animation: Animation?,
        @ViewBuilder content: @escaping @Sendable (Bool) -> V
    ) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: canvas, initialState: initial, content: content)
        timeline.change(at: 1, animation: animation) { $0.toggle() }
        return timeline
    }

    nonisolated static let rotate = AnyTransition.modifier(
        active: RotateModifier(angle: 90), identity: RotateModifier(angle: 0))

    @Test func insertionAnimatesFromTheActiveModifier() {
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(Self.rotate) }
        }
        // Linear: 90° (1 - progress); no fading (the transition replaces the default).
        expectClose(t.frame(at: 1).rotation(0), 90, absolute: 1e-9)
        expectClose(t.frame(at: 1.25).rotation(0), 67.5, absolute: 1e-9)
        expectClose(t.frame(at: 1.5).rotation(0), 45, absolute: 1e-9)
        #expect(t.frame(at: 1.5).groups.isEmpty)
        expectClose(t.frame(at: 2).rotation(0), 0, absolute: 1e-9)
        // About the square's centre: the centre stays at (50, 50).
        let box = t.frame(at: 1.5).box(0)
        expectClose(box.midX, 50, absolute: 1e-9)
        expectClose(box.midY, 50, absolute: 1e-9)
    }

    @Test func insertionFollowsTheChangesCurve() {
        let t = timeline(from: false, .easeIn(duration: 1)) { show in
            if show { Square().transition(Self.rotate) }
        }
        // easeIn at 0.25, 0.5 (REFERENCE.md): 0.0935, 0.3154 of the way to identity.
        expectClose(t.frame(at: 1.25).rotation(0), 90 * (1 - 0.0935), absolute: 0.01)
        expectClose(t.frame(at: 1.5).rotation(0), 90 * (1 - 0.3154), absolute: 0.01)
    }

    @Test func removalAnimatesToTheActiveModifierThenDisappears() {
        let t = timeline(from: true, .linear(duration: 1)) { show in
            if show { Square().transition(Self.rotate) }
        }
        expectClose(t.frame(at: 1.25).rotation(0), 22.5, absolute: 1e-9)
        expectClose(t.frame(at: 1.75).rotation(0), 67.5, absolute: 1e-9)
        #expect(t.frame(at: 1.75).groups.isEmpty)
        #expect(t.frame(at: 2.001).items.isEmpty)
    }

    @Test func withoutAnimationTheViewJumps() {
        let insertion = timeline(from: false, nil) { show in
            if show { Square().transition(Self.rotate) }
        }
        expectClose(insertion.frame(at: 1).rotation(0), 0, absolute: 1e-9)
        let removal = timeline(from: true, nil) { show in
            if show { Square().transition(Self.rotate) }
        }
        #expect(removal.frame(at: 1).items.isEmpty)
    }

    @Test func animatableModifierInterpolatesItsData() {
        let drop = AnyTransition.modifier(
            active: DropModifier(depth: 1), identity: DropModifier(depth: 0))
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(drop) }
        }
        // The data is 1 - p and the body runs on it: 100 (1 - p)², not 100 (1 - p).
        expectClose(t.frame(at: 1.5).box(0).minY, 45 + 25, absolute: 1e-9)
        expectClose(t.frame(at: 1.75).box(0).minY, 45 + 6.25, absolute: 1e-9)
        expectClose(t.frame(at: 2.5).box(0).minY, 45, absolute: 1e-9)
    }

    @Test func asymmetricMixesCustomAndBuiltIn() {
        let transition = AnyTransition.asymmetric(insertion: Self.rotate, removal: .opacity)
        let insertion = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(transition) }
        }
        expectClose(insertion.frame(at: 1.25).rotation(0), 67.5, absolute: 1e-9)
        #expect(insertion.frame(at: 1.25).groups.isEmpty)
        let removal = timeline(from: true, .linear(duration: 1)) { show in
            if show { Square().transition(transition) }
        }
        expectClose(removal.frame(at: 1.25).rotation(0), 0, absolute: 1e-9)
        #expect(removal.frame(at: 1.25).groups == [.opacity(0.75)])
    }

    @Test func combinedRunsBothAtOnce() {
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(Self.rotate.combined(with: .opacity)) }
        }
        expectClose(t.frame(at: 1.25).rotation(0), 67.5, absolute: 1e-9)
        #expect(t.frame(at: 1.25).groups == [.opacity(0.25)])
        let offset = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(.offset(x: 40).combined(with: Self.rotate)) }
        }
        // The built-in offset by progress, the rotation by its slot.
        expectClose(offset.frame(at: 1.5).box(0).midX, 50 + 20, absolute: 1e-9)
        expectClose(offset.frame(at: 1.5).rotation(0), 45, absolute: 1e-9)
    }

    @Test func removalDuringInsertionTurnsBack() {
        var t = SceneTimeline(size: canvas, initialState: false) { show in
            if show { Square().transition(Self.rotate) }
        }
        t.change(at: 1, animation: .linear(duration: 1)) { $0 = true }
        t.change(at: 1.5, animation: .linear(duration: 1)) { $0 = false }
        // Additive: the insertion's -90° over [1, 2] and the removal's +90° over [1.5, 2.5].
        expectClose(t.frame(at: 1.5).rotation(0), 45, absolute: 1e-9)
        expectClose(t.frame(at: 2).rotation(0), 90 - 90 + 45, absolute: 1e-9)
        expectClose(t.frame(at: 2.25).rotation(0), 67.5, absolute: 1e-9)
        #expect(t.frame(at: 2.501).items.isEmpty)
    }

    @Test func reinsertionDuringRemovalResumes() {
        var t = SceneTimeline(size: canvas, initialState: true) { show in
            if show { Square().transition(Self.rotate) }
        }
        t.change(at: 1, animation: .linear(duration: 1)) { $0 = false }
        t.change(at: 1.5, animation: .linear(duration: 1)) { $0 = true }
        // From where the removal is (45°), not from the active modifier's 90°.
        expectClose(t.frame(at: 1.5).rotation(0), 45, absolute: 1e-9)
        #expect(t.frame(at: 1.5).drawings.count == 1)
        // The removal's +90° over [1, 2] and the return's -90° over [1.5, 2.5].
        expectClose(t.frame(at: 2).rotation(0), 90 - 45, absolute: 1e-9)
        expectClose(t.frame(at: 2.5).rotation(0), 0, absolute: 1e-9)
    }

    @Test func theTransitionsOwnAnimationDrivesIt() {
        // The change has no animation; the transition's own runs for 2 s.
        let t = timeline(from: false, nil) { show in
            if show { Square().transition(Self.rotate.animation(.linear(duration: 2))) }
        }
        expectClose(t.frame(at: 2).rotation(0), 45, absolute: 1e-9)
        let removal = timeline(from: true, .linear(duration: 0.1)) { show in
            if show { Square().transition(.opacity.animation(.linear(duration: 2))) }
        }
        #expect(removal.frame(at: 1.5).groups == [.opacity(0.75)])
        #expect(removal.frame(at: 2.9).drawings.count == 1)
        // A transition set to no animation appears at once, whatever the change's.
        let jump = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(.opacity.animation(nil)) }
        }
        #expect(jump.frame(at: 1.25).groups.isEmpty)
    }

    @Test func aSpringDrivesTheModifiersSlot() {
        let t = timeline(from: false, .spring(duration: 0.5, bounce: 0)) { show in
            if show { Square().transition(Self.rotate) }
        }
        // Critically damped, w0 = 2π / 0.5: progress 1 - e^(-w0 t)(1 + w0 t).
        let w0 = 2 * Double.pi / 0.5
        for elapsed in [0.05, 0.1, 0.2, 0.4] {
            let progress = 1 - exp(-w0 * elapsed) * (1 + w0 * elapsed)
            expectClose(
                t.frame(at: 1 + elapsed).rotation(0), 90 * (1 - progress), absolute: 1e-6)
        }
    }

    @Test func aRemovedViewKeepsItsPlaceAmongSiblings() {
        let t = timeline(from: true, .linear(duration: 1)) { show in
            VStack(spacing: 0) {
                Rectangle().fill(blue).frame(width: 10, height: 10)
                if show { Square().transition(Self.rotate) }
                Rectangle().fill(white).frame(width: 10, height: 10)
            }
        }
        let list = t.frame(at: 1.5)
        #expect(list.drawings.count == 3)
        #expect(list.drawings[1].paint == .color(red))
        expectClose(list.rotation(1), 45, absolute: 1e-9)
        expectClose(list.rotation(0), 0, absolute: 1e-9)
    }

    @Test func forEachElementsTransitionOneByOne() {
        var t = SceneTimeline(size: canvas, initialState: [1, 2, 3]) { items in
            HStack(spacing: 0) {
                ForEach(items, id: \.self) { _ in Square().transition(Self.rotate) }
            }
        }
        t.change(at: 1, animation: .linear(duration: 1)) { $0 = [1, 3] }
        let list = t.frame(at: 1.5)
        #expect(list.drawings.count == 3)
        expectClose(list.rotation(0), 0, absolute: 1e-9)
        expectClose(list.rotation(1), 45, absolute: 1e-9)
        expectClose(list.rotation(2), 0, absolute: 1e-9)
    }

    @Test func onlyTheTopmostInsertedViewsTransitionRuns() {
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show {
                VStack { Square().transition(TurningFade()) }.transition(Self.rotate)
            }
        }
        expectClose(t.frame(at: 1.5).rotation(0), 45, absolute: 1e-9)
        #expect(t.frame(at: 1.5).groups.isEmpty)
    }

    @Test func aClipShapesDataAnimates() {
        let reveal = AnyTransition.modifier(
            active: RevealModifier(inset: 5), identity: RevealModifier(inset: 0))
        let t = timeline(from: false, .linear(duration: 1)) { show in
            if show { Square().transition(reveal) }
        }
        // The clip's inset goes 5 -> 0: 2.5 halfway, around the square at (45, 45).
        let clips = t.frame(at: 1.5).items.compactMap { item -> CGRect? in
            guard case .beginGroup(.clip(let path, _, let transform)) = item else { return nil }
            return path.boundingRect.applying(transform)
        }
        #expect(clips.count == 1)
        expectRect(clips.first ?? .null, CGRect(x: 47.5, y: 47.5, width: 5, height: 5))
    }

    @Test func anAsymmetricTransitionsSidesKeepTheirOwnAnimations() {
        let transition = AnyTransition.asymmetric(
            insertion: .opacity.animation(.linear(duration: 2)),
            removal: Self.rotate.animation(.linear(duration: 4)))
        let insertion = timeline(from: false, nil) { show in
            if show { Square().transition(transition) }
        }
        #expect(insertion.frame(at: 2).groups == [.opacity(0.5)])
        let removal = timeline(from: true, nil) { show in
            if show { Square().transition(transition) }
        }
        expectClose(removal.frame(at: 2).rotation(0), 22.5, absolute: 1e-9)
    }

    @Test(arguments: [Animation.linear(duration: 1), .easeInOut(duration: 1), .bouncy])
    func insertionAndRemovalDrawAsTheStateChangeBetweenTheTwoViews(animation: Animation) {
        let everything = AnyTransition.modifier(
            active: EverythingModifier(amount: 1), identity: EverythingModifier(amount: 0))
        let insertion = timeline(from: false, animation) { show in
            if show { Square().transition(everything) }
        }
        let removal = timeline(from: true, animation) { show in
            if show { Square().transition(everything) }
        }
        // The same square changing from the active modifier to identity (and back).
        var appearing = SceneTimeline(size: canvas, initialState: 1.0) { amount in
            Square().modifier(EverythingModifier(amount: amount))
        }
        appearing.change(at: 1, animation: animation) { $0 = 0 }
        var disappearing = SceneTimeline(size: canvas, initialState: 0.0) { amount in
            Square().modifier(EverythingModifier(amount: amount))
        }
        disappearing.change(at: 1, animation: animation) { $0 = 1 }
        for time in [1, 1.1, 1.25, 1.5, 1.75, 1.9, 3] {
            #expect(insertion.frame(at: time) == appearing.frame(at: time), "t = \(time)")
        }
        // The removed view is drawn until its progress settles (the bouncy spring's, on
        // the unit interval, before the 80° rotation's): while it is, identically.
        for time in [1, 1.1, 1.25, 1.5, 1.75] {
            #expect(removal.frame(at: time) == disappearing.frame(at: time), "t = \(time)")
        }
        #expect(removal.frame(at: 3).items.isEmpty)
    }

    @Test func anAnimatableModifiersTransitionDrawsAsItsStateChange() {
        let drop = AnyTransition.modifier(
            active: DropModifier(depth: 1), identity: DropModifier(depth: 0))
        let insertion = timeline(from: false, .snappy) { show in
            if show { Square().transition(drop) }
        }
        var appearing = SceneTimeline(size: canvas, initialState: 1.0) { depth in
            Square().modifier(DropModifier(depth: depth))
        }
        appearing.change(at: 1, animation: .snappy) { $0 = 0 }
        for time in [1, 1.05, 1.1, 1.2, 1.4, 2] {
            #expect(insertion.frame(at: time) == appearing.frame(at: time), "t = \(time)")
        }
    }
}
