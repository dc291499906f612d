import CoreGraphics
import Foundation
import KinemaScene
import Testing

/// `import CoreGraphics` on Linux: Foundation's CG types, Kinema's `CGAffineTransform` and
/// line styles, and `CGVector` with CoreGraphics' API; a physics-style view stepped with a
/// velocity vector.
@MainActor
@Suite("CoreGraphics module")
struct CoreGraphicsModuleTests {
    @Test func vectorInitializersAndZero() {
        let fromFloats = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        #expect(fromFloats.dx == 1.5 && fromFloats.dy == -2)
        #expect(CGVector(dx: 1.5, dy: -2.0) == fromFloats)
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: 3.0, dy: -4.0))
        #expect(CGVector() == .zero)
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(CGVectorMake(3, -4) == CGVector(dx: 3, dy: -4))
        var vector = CGVector(dx: 1, dy: 2)
        vector.dx = -vector.dx
        vector.dy *= 3
        #expect(vector == CGVector(dx: -1, dy: 6))
        #expect(Set([vector, CGVector(dx: -1, dy: 6), .zero]).count == 2)
        #expect(CGVector(dx: 3, dy: -4).debugDescription == "(3.0, -4.0)")
        // NaN is stored as given, as CoreGraphics does.
        #expect(CGVector(dx: CGFloat.nan, dy: 0).dx.isNaN)
    }

    @Test func vectorCodesAsAnArrayOfTwoNumbers() throws {
        let data = try JSONEncoder().encode(CGVector(dx: 3, dy: -4.5))
        #expect(String(decoding: data, as: UTF8.self) == "[3,-4.5]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 3, dy: -4.5))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CGVector.self, from: Data("[1]".utf8))
        }
    }

    @Test func theOtherCGTypesAreThere() {
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 2))
        #expect(CGRect(x: 0, y: 0, width: 4, height: 2).midX == 2)
        #expect(CGLineCap.round != CGLineCap.butt)
        #expect(CGLineJoin.bevel.rawValue == 2)
    }

    /// The ball at `time`: the drawn circle's centre.
    private func ballCentre(at time: Double) async -> CGPoint? {
        let host = ViewHost(size: CGSize(width: 200, height: 150)) {
            VelocityBall(bounds: CGSize(width: 200, height: 150))
        }
        await host.run(until: time)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        for item in host.timeline.frame(at: time).items {
            if case .fill(let path, _, _, let transform) = item {
                let box = path.boundingRect.applying(transform)
                return CGPoint(x: box.midX, y: box.midY)
            }
        }
        return nil
    }

    @Test func aBallSteppedByItsVelocityBouncesOffTheWalls() async throws {
        // Ticks every 0.1 s from 0.1: after k ticks x = 20 + 9k and y = 20 + 6k until a
        // wall (x 190, y 140 for a radius of 10). At 1 s: (110, 80).
        let early = try #require(await ballCentre(at: 1.0))
        #expect(abs(early.x - 110) < 1e-6 && abs(early.y - 80) < 1e-6, "\(early)")
        // x passes 190 at tick 19 (191, reflected to 189, dx -90), y passes 140 at tick 21
        // (146, reflected to 134, dy -60). At tick 30: x = 189 - 9 * 11 = 90,
        // y = 134 - 6 * 9 = 80.
        let late = try #require(await ballCentre(at: 3.0))
        #expect(abs(late.x - 90) < 1e-6 && abs(late.y - 80) < 1e-6, "\(late)")
    }
}
