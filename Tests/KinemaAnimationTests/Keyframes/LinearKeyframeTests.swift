import Foundation
import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Keyframes: linear and move keyframes")
struct LinearKeyframeTests {
    /// 0 → 10 over 0.5 s, → -4 over 0.25 s, → 6 over 1 s.
    static let timeline = KeyframeTimeline(initialValue: 0.0) {
        LinearKeyframe(10, duration: 0.5)
        LinearKeyframe(-4, duration: 0.25)
        LinearKeyframe(6, duration: 1)
    }

    @Test(
        "hits each keyframe value exactly at its time",
        arguments: [
            (0.0, 0.0), (0.5, 10), (0.75, -4), (1.75, 6),
        ])
    func hitsKeyframes(time: Double, expected: Double) {
        #expect(Self.timeline.value(time: time) == expected)
    }

    @Test("interpolates linearly between keyframes", arguments: [0.0, 0.1, 0.37, 0.5, 0.9, 1.0])
    func interpolatesLinearly(fraction: Double) {
        let segments: [(start: Double, length: Double, from: Double, to: Double)] = [
            (0, 0.5, 0, 10), (0.5, 0.25, 10, -4), (0.75, 1, -4, 6),
        ]
        for segment in segments {
            let time = segment.start + fraction * segment.length
            let expected = segment.from + (segment.to - segment.from) * fraction
            expectClose(Self.timeline.value(time: time), expected, absolute: 1e-12)
        }
    }

    @Test("the duration is the sum of the keyframes' durations")
    func duration() {
        #expect(Self.timeline.duration == 1.75)
    }

    @Test("the timing curve shapes each segment on its own")
    func timingCurvePerSegment() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1, timingCurve: .easeIn)
            LinearKeyframe(20, duration: 2)
            LinearKeyframe(0, duration: 0.5, timingCurve: .easeIn)
        }
        for u in stride(from: 0.0, through: 1.0, by: 0.125) {
            let easeIn = UnitCurve.easeIn.value(at: u)
            expectClose(timeline.value(time: u), 10 * easeIn, absolute: 1e-12)
            expectClose(timeline.value(time: 1 + 2 * u), 10 + 10 * u, absolute: 1e-12)
            expectClose(timeline.value(time: 3 + 0.5 * u), 20 - 20 * easeIn, absolute: 1e-12)
        }
    }

    @Test("a move keyframe jumps at its time and lasts no time")
    func moveJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            MoveKeyframe(5)
            LinearKeyframe(7, duration: 1)
        }
        #expect(timeline.duration == 2)
        expectClose(timeline.value(time: 1 - 1e-9), 1, absolute: 1e-8)
        #expect(timeline.value(time: 1) == 5)
        expectClose(timeline.value(time: 1.5), 6, absolute: 1e-12)
        #expect(timeline.value(time: 2) == 7)
    }

    @Test("a move keyframe first sets the value at time 0")
    func moveFirst() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(3)
            LinearKeyframe(5, duration: 2)
        }
        #expect(timeline.value(time: 0) == 3)
        expectClose(timeline.value(time: 1), 4, absolute: 1e-12)
    }

    @Test("a whole-value track over a pair interpolates each component")
    func animatablePair() {
        let timeline = KeyframeTimeline(initialValue: UnitPoint.zero) {
            LinearKeyframe(UnitPoint(x: 1, y: 0.5), duration: 2)
            LinearKeyframe(UnitPoint.bottomTrailing, duration: 1)
        }
        let mid = timeline.value(time: 1)
        expectClose(Double(mid.x), 0.5, absolute: 1e-12)
        expectClose(Double(mid.y), 0.25, absolute: 1e-12)
        #expect(timeline.value(time: 2) == UnitPoint(x: 1, y: 0.5))
        #expect(timeline.value(time: 3) == .bottomTrailing)
    }

    @Test("seeded random linear tracks: exact at keyframes, linear in between")
    func randomLinearTracks() {
        var generator = SeededGenerator(seed: 0x4B45_5946)
        for _ in 0..<50 {
            let count = Int.random(in: 1...8, using: &generator)
            let values = (0..<count).map { _ in Double.random(in: -100...100, using: &generator) }
            let lengths = (0..<count).map { _ in Double.random(in: 0.01...2, using: &generator) }
            let initial = Double.random(in: -100...100, using: &generator)
            let timeline = KeyframeTimeline(initialValue: initial) {
                for i in 0..<count {
                    LinearKeyframe(values[i], duration: lengths[i])
                }
            }
            var start = 0.0
            var from = initial
            for i in 0..<count {
                let fraction = Double.random(in: 0..<1, using: &generator)
                let expected = from + (values[i] - from) * fraction
                expectClose(
                    timeline.value(time: start + fraction * lengths[i]), expected,
                    absolute: 1e-9, relative: 1e-12)
                start += lengths[i]
                from = values[i]
                #expect(timeline.value(time: start) == values[i])
            }
            #expect(timeline.duration == start)
        }
    }
}
