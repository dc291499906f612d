import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// SwiftUI's colour effects with the numbers of the W3C *Filter Effects* definitions,
/// computed here from the specification's formulas.
@MainActor
@Suite struct ColorEffectTests {
    typealias RGBA = SIMD4<Float>

    func expectColor(
        _ actual: RGBA, _ expected: RGBA, tolerance: Float = 1e-5,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for i in 0..<4 {
            expectClose(
                Double(actual[i]), Double(expected[i]), absolute: Double(tolerance),
                sourceLocation: sourceLocation)
        }
    }

    static let samples: [RGBA] = [
        RGBA(0.8, 0.4, 0.2, 1), RGBA(0.1, 0.9, 0.5, 0.6), RGBA(0.3, 0.3, 0.3, 1), RGBA(1, 0, 0, 1),
    ]

    @Test func saturationIsTheW3CSaturateMatrix() {
        for s in [0.0, 0.25, 1, 1.7] {
            for c in Self.samples {
                let (r, g, b) = (Double(c.x), Double(c.y), Double(c.z))
                // feColorMatrix type="saturate" values="s".
                let expected = RGBA(
                    Float(
                        (0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b),
                    Float(
                        (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b),
                    Float(
                        (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b),
                    c.w)
                expectColor(
                    ColorMatrix.saturation(s).apply(to: c),
                    expected.clamped(lowerBound: .zero, upperBound: .one))
            }
        }
    }

    @Test func hueRotationIsTheW3CHueRotateMatrix() {
        for degrees in [0.0, 45, 120, 180, 270] {
            let a = degrees * .pi / 180
            let (cs, sn) = (cos(a), sin(a))
            for c in Self.samples {
                let (r, g, b) = (Double(c.x), Double(c.y), Double(c.z))
                let expected = RGBA(
                    Float(
                        (0.213 + cs * 0.787 - sn * 0.213) * r + (0.715 - cs * 0.715 - sn * 0.715)
                            * g
                            + (0.072 - cs * 0.072 + sn * 0.928) * b),
                    Float(
                        (0.213 - cs * 0.213 + sn * 0.143) * r + (0.715 + cs * 0.285 + sn * 0.140)
                            * g
                            + (0.072 - cs * 0.072 - sn * 0.283) * b),
                    Float(
                        (0.213 - cs * 0.213 - sn * 0.787) * r + (0.715 - cs * 0.715 + sn * 0.715)
                            * g
                            + (0.072 + cs * 0.928 + sn * 0.072) * b),
                    c.w)
                expectColor(
                    ColorMatrix.hueRotation(.degrees(degrees)).apply(to: c),
                    expected.clamped(lowerBound: .zero, upperBound: .one))
            }
        }
        // A full turn changes nothing; a grey stays grey at any angle.
        expectColor(
            ColorMatrix.hueRotation(.degrees(360)).apply(to: Self.samples[0]), Self.samples[0])
        expectColor(
            ColorMatrix.hueRotation(.degrees(77)).apply(to: RGBA(0.3, 0.3, 0.3, 1)),
            RGBA(0.3, 0.3, 0.3, 1))
    }

    @Test func knownValues() {
        // grayscale(1): Rec. 709 luma.
        expectColor(
            ColorMatrix.grayscale(1).apply(to: RGBA(1, 0, 0, 1)), RGBA(0.2126, 0.2126, 0.2126, 1))
        expectColor(ColorMatrix.grayscale(0).apply(to: Self.samples[1]), Self.samples[1])
        // Clamped to 0...1.
        #expect(ColorMatrix.grayscale(7) == ColorMatrix.grayscale(1))
        // luminanceToAlpha: black with alpha 0.2125 r + 0.7154 g + 0.0721 b.
        expectColor(ColorMatrix.luminanceToAlpha.apply(to: RGBA(1, 1, 1, 1)), RGBA(0, 0, 0, 1))
        expectColor(
            ColorMatrix.luminanceToAlpha.apply(to: RGBA(0.8, 0.4, 0.2, 1)),
            RGBA(0, 0, 0, 0.2125 * 0.8 + 0.7154 * 0.4 + 0.0721 * 0.2))
        // colorInvert keeps alpha.
        expectColor(
            ColorMatrix.colorInvert.apply(to: RGBA(0.2, 0.4, 0.6, 0.5)), RGBA(0.8, 0.6, 0.4, 0.5))
        // contrast: 0 is mid grey, 1 unchanged, 2 doubles the distance from 0.5.
        expectColor(ColorMatrix.contrast(0).apply(to: Self.samples[0]), RGBA(0.5, 0.5, 0.5, 1))
        expectColor(ColorMatrix.contrast(1).apply(to: Self.samples[0]), Self.samples[0])
        expectColor(
            ColorMatrix.contrast(2).apply(to: RGBA(0.6, 0.4, 0.5, 1)), RGBA(0.7, 0.3, 0.5, 1))
        // brightness adds: 1 turns black white, 0.2 lifts every component by 0.2.
        expectColor(ColorMatrix.brightness(1).apply(to: RGBA(0, 0, 0, 1)), RGBA(1, 1, 1, 1))
        expectColor(
            ColorMatrix.brightness(0.2).apply(to: RGBA(0.1, 0.5, 0.9, 1)), RGBA(0.3, 0.7, 1, 1))
        // colorMultiply multiplies every component, opacity included.
        expectColor(
            ColorMatrix.colorMultiply(Color(red: 0.5, green: 1, blue: 0.25, opacity: 0.5))
                .apply(to: RGBA(0.8, 0.4, 0.8, 1)),
            RGBA(0.4, 0.4, 0.2, 0.5))
    }

    @Test func matricesComposeAndSurviveBadInput() {
        let a = ColorMatrix.saturation(0.3)
        let b = ColorMatrix.hueRotation(.degrees(40))
        let c = RGBA(0.3, 0.6, 0.2, 1)
        expectColor(a.followed(by: b).apply(to: c), b.apply(to: a.apply(to: c)))
        var nan = ColorMatrix()
        nan.r1 = .nan
        nan.g5 = .infinity
        let out = nan.apply(to: c)
        #expect(out == RGBA(0, 1, 0.2, 1))
        #expect(ColorMatrix(entries: [1, 2]) == nil)
    }

    @Test func effectsEmitColorMatrixGroupsAndAnimate() {
        var timeline = SceneTimeline(size: canvas, initialState: 0.0) { amount in
            Rectangle().fill(red).frame(width: 10, height: 10).saturation(1 - amount)
                .grayscale(0).hueRotation(.zero)
        }
        // Neutral values draw no group.
        #expect(timeline.frame(at: 0).groups.isEmpty)
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = 1 }
        #expect(timeline.frame(at: 0.25).groups == [.colorMatrix(.saturation(0.75))])
        #expect(timeline.frame(at: 2).groups == [.colorMatrix(.saturation(0))])
        let diagnosed = SceneTimeline(size: canvas, initialState: 0) { _ in
            Rectangle().brightness(.nan).contrast(.infinity)
        }
        #expect(diagnosed.frame(at: 0).groups.isEmpty)
    }

    @Test func compositingModifiers() {
        let groups = render {
            Rectangle().frame(width: 10, height: 10).blendMode(.multiply).compositingGroup()
                .drawingGroup().blendMode(.normal)
        }.groups
        #expect(
            groups == [
                .compositingGroup, .compositingGroup, .compositingGroup, .blendMode(.multiply),
            ])
        let masked = dump {
            Rectangle().fill(red).frame(width: 40, height: 20)
                .mask(alignment: .leading) { Circle().frame(width: 10, height: 10) }
        }
        // The content, then the mask aligned at the leading edge, inside the masked group.
        #expect(masked.hasPrefix("group masked\n  fill"))
        #expect(masked.contains("  group mask\n    fill"))
        #expect(masked.contains("at 30,45"))
    }
}
