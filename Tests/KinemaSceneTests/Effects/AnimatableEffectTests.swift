import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// A geometry effect that moves by `x`: linear in its data, so it must animate exactly as
/// `offset(x:)` does.
private struct Slide: GeometryEffect {
    var x: CGFloat
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
    }
}

/// The same as a `ViewModifier` with animatable data and a body.
private struct SlideModifier: ViewModifier, Animatable {
    var x: CGFloat
    nonisolated var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: x) }
}

/// A shake: nonlinear in its data, so the body must be evaluated with interpolated data.
private struct Shake: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
    }
}

private struct ShakeModifier: AnimatableModifier {
    var animatableData: CGFloat
    func body(content: Content) -> some View {
        content.offset(x: 10 * sin(animatableData * .pi * 3))
    }
}

/// Custom geometry effects and animatable modifiers interpolate their `animatableData`
/// across a timeline change exactly as built-in modifiers do.
@MainActor
@Suite struct AnimatableEffectTests {
    /// The x translation of the first drawing at each time, for a view that moves from 0 to
    /// 100 at t = 0.5 with `animation`.
    func translations<V: View>(
        _ animation: Animation, interrupt: Bool = false,
        @ViewBuilder _ view: @escaping @Sendable (CGFloat) -> V
    ) -> [Double] {
        var timeline = SceneTimeline(size: canvas, initialState: CGFloat(0)) { view($0) }
        timeline.change(at: 0.5, animation: animation) { $0 = 100 }
        if interrupt { timeline.change(at: 0.7, animation: animation) { $0 = -40 } }
        return stride(from: 0.0, through: 2, by: 0.05).map {
            timeline.frame(at: $0).drawings[0].transform!.tx
        }
    }

    @Test(arguments: [Animation.spring(duration: 0.4, bounce: 0.3), .easeInOut(duration: 0.6)])
    func geometryEffectAnimatesLikeOffset(animation: Animation) {
        for interrupt in [false, true] {
            let builtIn = translations(animation, interrupt: interrupt) {
                Rectangle().frame(width: 10, height: 10).offset(x: $0)
            }
            let effect = translations(animation, interrupt: interrupt) {
                Rectangle().frame(width: 10, height: 10).modifier(Slide(x: $0))
            }
            let modifier = translations(animation, interrupt: interrupt) {
                Rectangle().frame(width: 10, height: 10).modifier(SlideModifier(x: $0))
            }
            #expect(builtIn.contains { $0 != builtIn[0] })
            for (a, b) in zip(builtIn, effect) { expectClose(b, a, absolute: 1e-9) }
            for (a, b) in zip(builtIn, modifier) { expectClose(b, a, absolute: 1e-9) }
        }
    }

    @Test func nonlinearEffectsEvaluateTheInterpolatedData() {
        // Data from 0 to 1 linearly over 1 s from t = 0.5: at t the offset is
        // 10 sin(3π (t − 0.5)), which no interpolation of offsets would give.
        let linear = Animation.linear(duration: 1)
        for make in [0, 1] {
            var timeline = SceneTimeline(size: canvas, initialState: CGFloat(0)) { data in
                if make == 0 {
                    AnyView(
                        Rectangle().frame(width: 10, height: 10).modifier(
                            Shake(animatableData: data)))
                } else {
                    AnyView(
                        Rectangle().frame(width: 10, height: 10)
                            .modifier(ShakeModifier(animatableData: data)))
                }
            }
            timeline.change(at: 0.5, animation: linear) { $0 = 1 }
            for t in [0.6, 0.75, 0.9, 1.2, 2] {
                let data = min(max(t - 0.5, 0), 1)
                let expected = 45 + 10 * sin(3 * .pi * data)
                expectClose(
                    timeline.frame(at: t).drawings[0].transform!.tx, expected, absolute: 1e-9)
            }
        }
    }

    @Test func rotation3DEffectAnimatesItsAngle() {
        var timeline = SceneTimeline(size: canvas, initialState: 0.0) { degrees in
            Rectangle().frame(width: 40, height: 20)
                .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
        }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = 60 }
        // Halfway: the matrix of a 30° rotation.
        let list = timeline.frame(at: 0.5)
        guard case .projection(let m)? = list.groups.first else {
            Issue.record("no projection group")
            return
        }
        // The view's leading top corner, at (30, 40), lands where 30° puts it.
        let theta = Double.pi / 6
        let f = 1 - 20 * sin(theta) / 40
        let expected = CGPoint(x: 50 - 20 * cos(theta) / f, y: 50 - 10 / f)
        let actual = CGPoint(x: 30, y: 40).applying(m)
        expectClose(actual.x, expected.x, absolute: 1e-9)
        expectClose(actual.y, expected.y, absolute: 1e-9)
    }

    @Test func ignoredByLayoutDrawsAsTheEffect() {
        let a = dump { Rectangle().frame(width: 10, height: 10).modifier(Slide(x: 7)) }
        let b = dump {
            Rectangle().frame(width: 10, height: 10).modifier(Slide(x: 7).ignoredByLayout())
        }
        #expect(a == b)
        #expect(a.contains("at 52,45"))
    }
}
