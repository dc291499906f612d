import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// Numbers of the hosted app views in AnimatedViews/ at chosen times: rotation angles from
/// the drawn transforms, the scene times their events land at, the text they show.
@MainActor
@Suite("Animated app views, hosted: numbers")
struct AnimatedViewNumberTests {
    /// The rotation, in degrees within 0..<360, of the first transformed item drawn.
    func firstRotation(_ list: DisplayList) -> Double? {
        let text = list.description
        guard let range = text.range(of: "matrix [") else { return nil }
        let numbers = text[range.upperBound...].split(separator: " ").prefix(2)
            .compactMap { Double($0) }
        guard numbers.count == 2 else { return nil }
        let degrees = atan2(numbers[1], numbers[0]) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    func host<V: View>(
        _ size: CGSize, until end: Double, script: [ScriptedInput] = [],
        @ViewBuilder _ content: () -> V
    ) async -> ViewHost {
        let host = ViewHost(size: size, content: content)
        host.play(script)
        await host.run(until: end)
        return host
    }

    @Test("The loader turns at 360 degrees per second from t = 0, linearly, forever")
    func loaderAngle() async throws {
        let host = await host(CGSize(width: 80, height: 80), until: 3) { ArcLoader() }
        for (time, expected) in [(0.25, 90.0), (0.6, 216), (1.5, 180), (2.75, 270)] {
            let angle = try #require(firstRotation(host.frame(at: time)))
            // The dump prints matrix entries to 3 decimals: 0.05 degrees covers that.
            #expect(abs(angle - expected) < 0.05, "t = \(time): \(angle)")
        }
    }

    @Test("Events land at their scene times")
    func eventTimes() async {
        let ring = await host(CGSize(width: 110, height: 110), until: 3) { FillingRing() }
        #expect(ring.timeline.stateTimes == [-.infinity, 0.3])
        let card = await host(CGSize(width: 140, height: 170), until: 3.5) { FlippingCard() }
        #expect(card.timeline.stateTimes == [-.infinity, 1, 2, 3])
        let heart = await host(CGSize(width: 100, height: 100), until: 1) { HeartBurst() }
        #expect(heart.timeline.stateTimes == [-.infinity, 0.3])
        let dots = await host(CGSize(width: 100, height: 40), until: 1) { PulsingDots() }
        #expect(dots.timeline.stateTimes == [-.infinity, 0])
        let press = await host(
            CGSize(width: 150, height: 70), until: 1,
            script: [.press("Like 0", at: 0.2), .release("Like 0", at: 0.6)]
        ) { PressScaleButton() }
        #expect(press.timeline.stateTimes.dropFirst().allSatisfy { [0.2, 0.6].contains($0) })
        #expect(press.frame(at: 1).description.contains("\"Like 1\""))
        #expect(press.diagnostics.isEmpty)
    }

    @Test("The countdown shows whole seconds left, from the scene's start date")
    func countdownDigits() async {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let countdown = await host(CGSize(width: 110, height: 110), until: 12) {
            CountdownTimer(start: start)
        }
        for (time, digits) in [(0.0, "10"), (0.99, "10"), (1.0, "9"), (3.5, "7"), (12, "0")] {
            #expect(countdown.frame(at: time).description.contains("\"\(digits)\""), "t = \(time)")
        }
    }
}
