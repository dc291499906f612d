import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// AppStyle/CustomTransitions.swift (app code as written, `import SwiftUI` included) in a
/// ViewHost: a tap on the button toggles the cards with `withAnimation(.spring)`; goldens
/// inside the insertion and inside the removal, looked at before recording.
@MainActor
@Suite("Custom transitions, hosted")
struct CustomTransitionGoldenTests {
    static let size = CGSize(width: 200, height: 400)

    /// `.spring` (response 0.5, damping fraction 0.825) from 0 to 1 after `t` seconds: the
    /// underdamped closed form of REFERENCE.md §3.
    static func spring(_ t: Double) -> Double {
        let w0 = 2 * Double.pi / 0.5
        let zeta = 0.825
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    @Test func insertion() async throws {
        let host = try await expectHostedSnapshot(
            named: "custom-transitions-insertion", size: Self.size, at: 0.25,
            script: [.tap("Show", at: 0.1)]
        ) { CustomTransitionsDemo() }
        // The rotate card (the first fill), 0.15 s into the spring: 90° (1 - spring).
        let list = host.timeline.frame(at: 0.25)
        let orange = try #require(list.firstFill)
        let angle = atan2(Double(orange.b), Double(orange.a)) * 180 / .pi
        #expect(abs(angle - 90 * (1 - Self.spring(0.15))) < 1e-6)
    }

    @Test func removal() async throws {
        let host = try await expectHostedSnapshot(
            named: "custom-transitions-removal", size: Self.size, at: 1.35,
            script: [.tap("Show", at: 0.1), .tap("Hide", at: 1.2)]
        ) { CustomTransitionsDemo() }
        let list = host.timeline.frame(at: 1.35)
        let orange = try #require(list.firstFill)
        let angle = atan2(Double(orange.b), Double(orange.a)) * 180 / .pi
        #expect(abs(angle - 90 * Self.spring(0.15)) < 1e-6)
    }
}

extension DisplayList {
    /// The transform of the first fill.
    fileprivate var firstFill: CGAffineTransform? {
        for item in items {
            if case .fill(_, _, _, let transform) = item { return transform }
        }
        return nil
    }
}
