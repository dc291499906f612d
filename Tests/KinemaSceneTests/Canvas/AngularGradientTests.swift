import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// `AngularGradient` and `EllipticalGradient`: the location of points against the
/// documented rules, computed by hand, and their animation between states.
@MainActor
@Suite("Angular and elliptical gradients")
struct AngularGradientTests {
    let center = CGPoint(x: 50, y: 50)

    /// The point at `degrees` (clockwise on screen from +x) and distance 10 from the centre.
    func point(_ degrees: Double) -> CGPoint {
        let r = degrees * .pi / 180
        return CGPoint(x: 50 + 10 * cos(r), y: 50 + 10 * sin(r))
    }

    func location(_ degrees: Double, from start: Double, to end: Double) -> Double {
        Paint.conicLocation(
            of: point(degrees), center: center, startAngle: start * .pi / 180,
            endAngle: end * .pi / 180)
    }

    @Test(
        arguments: [(0.0, 0.0), (90, 0.25), (180, 0.5), (270, 0.75), (359, 359.0 / 360)]
            as [(Double, Double)])
    func fullTurnIsLinearInTheAngle(degrees: Double, expected: Double) {
        expectClose(location(degrees, from: 0, to: 360), expected, absolute: 1e-12)
    }

    @Test func startAngleRotatesTheGradientClockwise() {
        // Conic from 90°: the bottom (90° on screen) is 0, the left 0.25.
        expectClose(location(90, from: 90, to: 450), 0, absolute: 1e-12)
        expectClose(location(180, from: 90, to: 450), 0.25, absolute: 1e-12)
        expectClose(location(45, from: 90, to: 450), 0.875, absolute: 1e-12)
    }

    @Test func partialSpanFillsTheMissingSectorWithTheEndColoursByHalves() {
        // 0°...180°: the missing half turn is 180°...360°: 1 until 270°, then 0.
        expectClose(location(90, from: 0, to: 180), 0.5, absolute: 1e-12)
        expectClose(location(200, from: 0, to: 180), 1, absolute: 0)
        expectClose(location(269, from: 0, to: 180), 1, absolute: 0)
        expectClose(location(271, from: 0, to: 180), 0, absolute: 0)
        expectClose(location(350, from: 0, to: 180), 0, absolute: 0)
    }

    @Test func spanOverATurnDrawsOnlyTheLastTurn() {
        // 0°...720°: the last turn is 360°...720°, locations 0.5...1.
        expectClose(location(0, from: 0, to: 720), 0.5, absolute: 1e-12)
        expectClose(location(180, from: 0, to: 720), 0.75, absolute: 1e-12)
    }

    @Test func degenerateSpansAndInputNeverGiveNaN() {
        // Zero span: 1 for the first half turn after the end angle, 0 after.
        expectClose(location(90, from: 0, to: 0), 1, absolute: 0)
        expectClose(location(270, from: 0, to: 0), 0, absolute: 0)
        expectClose(location(90, from: 0, to: -90), 1, absolute: 0)
        #expect(
            Paint.conicLocation(of: center, center: center, startAngle: 0, endAngle: 2 * .pi) == 0)
        #expect(
            Paint.conicLocation(
                of: CGPoint(x: CGFloat.nan, y: 0), center: center, startAngle: 0, endAngle: 1) == 0)
        #expect(
            Paint.conicLocation(of: point(10), center: center, startAngle: .infinity, endAngle: 1)
                == 0)
    }

    @Test func ellipticalLocationStretchesTheUnitSquare() {
        let size = CGSize(width: 200, height: 100)
        func at(_ x: CGFloat, _ y: CGFloat) -> Double {
            Paint.ellipticalLocation(
                of: CGPoint(x: x, y: y), center: CGPoint(x: 100, y: 50), size: size,
                startRadiusFraction: 0, endRadiusFraction: 0.5)
        }
        // The inscribed ellipse is location 1: (200, 50) and (100, 100).
        expectClose(at(200, 50), 1, absolute: 1e-12)
        expectClose(at(100, 100), 1, absolute: 1e-12)
        expectClose(at(150, 50), 0.5, absolute: 1e-12)
        expectClose(at(100, 75), 0.5, absolute: 1e-12)
        #expect(
            Paint.ellipticalLocation(
                of: .zero, center: .zero, size: .zero, startRadiusFraction: 0,
                endRadiusFraction: 1) == 0)
    }

    @Test func premultipliedInterpolationBetweenStops() {
        let stops = Gradient(colors: [
            Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, opacity: 0),
        ]).stops
        let mid = Paint.premultipliedColor(of: stops, at: 0.5)
        expectClose(mid.red, 0.5, absolute: 1e-12)
        expectClose(mid.blue, 0, absolute: 1e-12)
        expectClose(mid.alpha, 0.5, absolute: 1e-12)
        #expect(Paint.premultipliedColor(of: stops, at: .nan).red == 1)
        #expect(Paint.premultipliedColor(of: [], at: 0.5).alpha == 0)
    }

    @Test func angularGradientResolvesInTheShapesBoundsAndAnimates() {
        var timeline = SceneTimeline(size: CGSize(width: 100, height: 100), initialState: 0.0) {
            turn in
            Rectangle()
                .fill(
                    AngularGradient(
                        colors: [
                            Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                        ],
                        center: .topLeading, startAngle: .degrees(turn),
                        endAngle: .degrees(turn + 180))
                )
                .frame(width: 40, height: 20)
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = 90 }
        func paint(at time: Double) -> Paint? {
            timeline.frame(at: time).items.compactMap {
                if case .fill(_, let paint, _, _) = $0 { paint } else { nil }
            }.first
        }
        guard case .conicGradient(_, let center, let start, let end)? = paint(at: 1.5) else {
            Issue.record("no conic gradient")
            return
        }
        #expect(center == .zero)
        expectClose(Double(start), 45 * .pi / 180, absolute: 1e-9)
        expectClose(Double(end), 225 * .pi / 180, absolute: 1e-9)
        let statics: [AngularGradient] = [
            .conicGradient(colors: [.red, .blue], center: .center),
            .angularGradient(
                colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90)),
        ]
        #expect(statics.count == 2)
        let elliptical: EllipticalGradient = .ellipticalGradient(colors: [.red, .blue])
        #expect(elliptical == EllipticalGradient(colors: [.red, .blue]))
    }
}
