import Foundation
import KinemaAnimation
import KinemaCore
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// The `VisualEffect` members added for real files: `transformEffect`, `rotation3DEffect`
/// (the view modifier's projection, animating), and the shader effects (drawn without).
@MainActor
@Suite struct VisualEffectMembersTests {
    @Test func transformEffectMovesInTheViewsOwnCoordinates() {
        // A 20 x 10 bar centred in 100 x 100 (at 40, 45), translated by (10, 5) and scaled
        // by 2 about its top-leading corner: (40, 45) + (10, 5) = (50, 50), 40 x 20.
        let list = render {
            Rectangle().fill(red).frame(width: 20, height: 10)
                .visualEffect { content, _ in
                    content.transformEffect(
                        CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 2))
                }
        }
        expectRect(list.box(0), CGRect(x: 50, y: 50, width: 40, height: 20), tolerance: 1e-9)
    }

    @Test func rotation3DEffectDrawsAsTheModifierDoes() {
        for angle in [0.0, 30, 75, 180] {
            let effect = render {
                Rectangle().fill(red).frame(width: 60, height: 30)
                    .visualEffect { content, _ in
                        content.rotation3DEffect(
                            .degrees(angle), axis: (x: 0, y: 1, z: 0), anchor: .leading,
                            perspective: 0.5)
                    }
            }
            let modifier = render {
                Rectangle().fill(red).frame(width: 60, height: 30)
                    .rotation3DEffect(
                        .degrees(angle), axis: (x: 0, y: 1, z: 0), anchor: .leading,
                        perspective: 0.5)
            }
            #expect(effect == modifier, "\(angle)°")
        }
        // No rotation is no projection group.
        let still = render {
            Rectangle().fill(red).frame(width: 60, height: 30)
                .visualEffect { content, _ in content.rotation3DEffect(.zero, axis: (0, 1, 0)) }
        }
        #expect(still.groups.isEmpty)
    }

    @Test func rotation3DEffectAnimatesItsAngle() {
        // 0° to 90° about z (a plain rotation) linearly over 1 s: 45° at t = 0.5; the bar's
        // corners (-30, -15)...(30, 15) about its centre rotate by 45°, so its bounding box
        // is 45√2 = 63.64 square.
        var timeline = SceneTimeline(size: canvas, initialState: 0.0) { angle in
            Rectangle().fill(red).frame(width: 60, height: 30)
                .visualEffect { content, _ in
                    content.rotation3DEffect(.degrees(angle), axis: (x: 0, y: 0, z: 1))
                }
        }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = 90 }
        let box = timeline.frame(at: 0.5).box(0)
        expectClose(box.width, 45 * 2.0.squareRoot(), absolute: 1e-6)
        expectClose(box.height, 45 * 2.0.squareRoot(), absolute: 1e-6)
        expectClose(box.midX, 50, absolute: 1e-6)
    }

    @Test func shaderEffectsDrawTheViewUnchanged() {
        let shader = ShaderLibrary.ripple(.float(1))
        let plain = render { Rectangle().fill(red).frame(width: 20, height: 20) }
        let shaded = render {
            Rectangle().fill(red).frame(width: 20, height: 20)
                .visualEffect { content, _ in
                    content.colorEffect(shader)
                        .distortionEffect(shader, maxSampleOffset: .zero)
                        .layerEffect(shader, maxSampleOffset: .zero, isEnabled: false)
                }
        }
        #expect(shaded == plain)
    }

    @Test func badNumbersAreNeutral() {
        let plain = render { Rectangle().fill(red).frame(width: 20, height: 20) }
        let bad = render {
            Rectangle().fill(red).frame(width: 20, height: 20)
                .visualEffect { content, _ in
                    content.transformEffect(
                        CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: .infinity, ty: 0)
                    )
                    .rotation3DEffect(.radians(.nan), axis: (x: .nan, y: 1, z: 0))
                }
        }
        #expect(bad == plain)
    }
}
