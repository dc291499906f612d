import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// The iOS 17 `Transition` protocol, its phases and its built-in structs; a flag changes
/// at t = 1 with a linear one-second animation.
@MainActor
@Suite struct TransitionProtocolTests {
    func timeline<V: View>(
        from initial: Bool, _ animation: Animation? = .linear(duration: 1),
        @ViewBuilder content: @escaping @Sendable (Bool) -> V
    ) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: canvas, initialState: initial, content: content)
        timeline.change(at: 1, animation: animation) { $0.toggle() }
        return timeline
    }

    @Test func phases() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity)
        #expect(!TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
        #expect(TransitionProperties().hasMotion)
        #expect(!TransitionProperties(hasMotion: false).hasMotion)
        #expect(TurningFade.properties == TransitionProperties(hasMotion: true))
    }

    @Test func customTransitionInsertsFromWillAppear() {
        let t = timeline(from: false) { show in
            if show { Square().transition(TurningFade()) }
        }
        // willAppear: -30°, transparent; halfway: -15°, opacity 0.5.
        expectClose(t.frame(at: 1.5).rotation(0), -15, absolute: 1e-9)
        #expect(t.frame(at: 1.5).groups == [.opacity(0.5)])
        #expect(t.frame(at: 2).groups.isEmpty)
    }

    @Test func customTransitionRemovesToDidDisappear() {
        let t = timeline(from: true) { show in
            if show { Square().transition(TurningFade()) }
        }
        expectClose(t.frame(at: 1.25).rotation(0), 7.5, absolute: 1e-9)
        #expect(t.frame(at: 1.25).groups == [.opacity(0.75)])
        #expect(t.frame(at: 2.001).items.isEmpty)
    }

    @Test func builtInStructsDrawAsTheirAnyTransitions() {
        // `MoveTransition` as `.move(edge:)`: -10 (1 - p) at a quarter.
        let move = timeline(from: false) { show in
            if show { Square().transition(MoveTransition(edge: .leading)) }
        }
        expectClose(move.frame(at: 1.25).box(0).minX, 37.5, absolute: 1e-9)
        // The same move through the struct's body, inside a custom transition.
        let body = timeline(from: false) { show in
            if show { Square().transition(BodyOfMove()) }
        }
        expectClose(body.frame(at: 1.25).box(0).minX, 37.5, absolute: 1e-9)
        let scale = timeline(from: false) { show in
            if show { Square().transition(.scale(0.5)) }
        }
        // 0.5 + 0.5 p = 0.75 at halfway about the centre.
        expectRect(
            scale.frame(at: 1.5).box(0), CGRect(x: 46.25, y: 46.25, width: 7.5, height: 7.5))
        let push = timeline(from: true) { show in
            if show { Square().transition(.push(from: .top)) }
        }
        // A push removes towards the opposite edge, fading.
        expectClose(push.frame(at: 1.5).box(0).minY, 50, absolute: 1e-9)
        #expect(push.frame(at: 1.5).groups == [.opacity(0.5)])
    }

    @Test func asymmetricStructAndCombination() {
        let insertion = timeline(from: false) { show in
            if show {
                Square().transition(AsymmetricTransition(insertion: TurningFade(), removal: .slide))
            }
        }
        expectClose(insertion.frame(at: 1.5).rotation(0), -15, absolute: 1e-9)
        let removal = timeline(from: true) { show in
            if show {
                Square().transition(AsymmetricTransition(insertion: TurningFade(), removal: .slide))
            }
        }
        expectClose(removal.frame(at: 1.5).box(0).minX, 50, absolute: 1e-9)
        expectClose(removal.frame(at: 1.5).rotation(0), 0, absolute: 1e-9)
        let combined = timeline(from: false) { show in
            if show { Square().transition(TurningFade().combined(with: .offset(y: 20))) }
        }
        expectClose(combined.frame(at: 1.5).box(0).midY, 60, absolute: 1e-9)
        expectClose(combined.frame(at: 1.5).rotation(0), -15, absolute: 1e-9)
    }

    @Test func transitionsOwnAnimation() {
        let t = timeline(from: false, nil) { show in
            if show { Square().transition(TurningFade().animation(.linear(duration: 2))) }
        }
        expectClose(t.frame(at: 2).rotation(0), -15, absolute: 1e-9)
        #expect(t.frame(at: 2).groups == [.opacity(0.5)])
    }

    @Test func blurReplaceBlursScalesAndFades() {
        let t = timeline(from: false) { show in
            if show { Square().transition(.blurReplace) }
        }
        // Halfway: blur 10 -> 5, scale 0.8 -> 0.9, opacity 0.5 (Kinema's assumed amounts).
        let list = t.frame(at: 1.5)
        #expect(list.groups.contains(.blur(radius: 5)))
        #expect(list.groups.contains(.opacity(0.5)))
        expectClose(list.box(0).width, 9, absolute: 1e-9)
        let upUp = timeline(from: true) { show in
            if show { Square().transition(.blurReplace(.upUp)) }
        }
        expectClose(upUp.frame(at: 1.5).box(0).width, 11, absolute: 1e-9)
    }

    @Test func staticMemberSpellingsTypeCheck() {
        // Both overloads of `transition(_:)` accept these; the `AnyTransition` ones win.
        let list = render {
            HStack {
                Square().transition(.opacity)
                Square().transition(.scale)
                Square().transition(.slide)
                Square().transition(.identity)
                Square().transition(.move(edge: .top))
                Square().transition(.offset(x: 4, y: 2))
                Square().transition(.push(from: .leading))
                Square().transition(.opacity.combined(with: .scale))
                Square().transition(.opacity.animation(.easeIn))
                Square().transition(.scale(0.5, anchor: .top))
                Square().transition(.blurReplace)
                Square().transition(OpacityTransition())
                Square().transition(AnyTransition(TurningFade()))
                Square().transition(.symbolEffect)
                Square().transition(.symbolEffect(.appear))
            }
        }
        #expect(list.drawings.count == 15)
    }

    @Test func aReplacementRunsBothPhasesAtOnce() {
        let t = timeline(from: true) { flag in
            if flag {
                Square().transition(TurningFade())
            } else {
                Rectangle().fill(blue).frame(width: 10, height: 10).transition(TurningFade())
            }
        }
        // The red square leaves (+15°), the blue one arrives (-15°), both at opacity 0.5.
        let list = t.frame(at: 1.5)
        #expect(list.drawings.count == 2)
        #expect(list.groups == [.opacity(0.5), .opacity(0.5)])
        let angles = Dictionary(
            uniqueKeysWithValues: list.drawings.indices.map {
                (list.drawings[$0].paint == .color(red) ? "red" : "blue", list.rotation($0))
            })
        expectClose(angles["red"] ?? .nan, 15, absolute: 1e-9)
        expectClose(angles["blue"] ?? .nan, -15, absolute: 1e-9)
    }

    @Test func reduceMotionReplacesTransitionsWithMotionByAFade() {
        let move = timeline(from: false) { show in
            if show {
                Square().transition(.move(edge: .leading))
                    .environment(\.accessibilityReduceMotion, true)
            }
        }
        #expect(move.frame(at: 1.5).groups == [.opacity(0.5)])
        expectClose(move.frame(at: 1.5).box(0).minX, 45, absolute: 1e-9)
        let custom = timeline(from: false) { show in
            if show {
                Square().transition(TurningFade()).environment(\.accessibilityReduceMotion, true)
            }
        }
        #expect(custom.frame(at: 1.5).groups == [.opacity(0.5)])
        expectClose(custom.frame(at: 1.5).rotation(0), 0, absolute: 1e-9)
        // A transition without motion is kept: from 0.5, 0.75 halfway (not a fade's 0.5).
        let still = timeline(from: false) { show in
            if show {
                Square().transition(StillFade()).environment(\.accessibilityReduceMotion, true)
            }
        }
        #expect(still.frame(at: 1.5).groups == [.opacity(0.75)])
        #expect(!StillFade.properties.hasMotion && !OpacityTransition.properties.hasMotion)
        #expect(MoveTransition.properties.hasMotion && TurningFade.properties.hasMotion)
    }
}
