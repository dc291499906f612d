import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Keyframes: timelines, tracks and progress")
struct KeyframeTimelineTests {
    struct Values: Equatable {
        var offset = 0.0
        var scale = 1.0
        var angle = Angle.zero
        var anchor = UnitPoint.center
    }

    static let timeline = KeyframeTimeline(initialValue: Values()) {
        KeyframeTrack(\.offset) {
            LinearKeyframe(100, duration: 1)
        }
        KeyframeTrack(\.scale) {
            LinearKeyframe(2, duration: 0.5)
            LinearKeyframe(0, duration: 1.5)
        }
        KeyframeTrack(\.angle) {
            CubicKeyframe(.degrees(90), duration: 0.25)
        }
        KeyframeTrack(\.anchor) {}
    }

    @Test("tracks over different key paths play in parallel from time 0")
    func parallelTracks() {
        let value = Self.timeline.value(time: 0.25)
        expectClose(value.offset, 25, absolute: 1e-12)
        expectClose(value.scale, 1.5, absolute: 1e-12)
        expectClose(value.angle.degrees, 90, absolute: 1e-12)
        #expect(value.anchor == .center)
        let later = Self.timeline.value(time: 1.25)
        #expect(later.offset == 100)  // held after its track ends
        expectClose(later.scale, 2 - 2 * 0.75 / 1.5, absolute: 1e-12)
        expectClose(later.angle.degrees, 90, absolute: 1e-12)
    }

    @Test("the timeline lasts as long as its longest track")
    func durationIsLongestTrack() {
        #expect(Self.timeline.duration == 2)
        #expect(Self.timeline.value(time: 2) == Values(offset: 100, scale: 0, angle: .degrees(90)))
    }

    @Test(
        "value(progress:) is value(time: progress * duration)",
        arguments: [
            0.0, 0.1, 0.333, 0.5, 0.8, 1.0,
        ])
    func progress(progress: Double) {
        #expect(
            Self.timeline.value(progress: progress)
                == Self.timeline.value(time: progress * Self.timeline.duration))
    }

    @Test("a later track over the same property wins")
    func laterTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.offset) { LinearKeyframe(10, duration: 1) }
            KeyframeTrack(\.offset) { LinearKeyframe(-10, duration: 1) }
        }
        expectClose(timeline.value(time: 0.5).offset, -5, absolute: 1e-12)
    }

    @Test("a root track without key path animates the whole value")
    func rootTrack() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                LinearKeyframe(3, duration: 2)
            }
        }
        expectClose(timeline.value(time: 1), 2, absolute: 1e-12)
    }
}

@Suite("Keyframes: bad input")
struct KeyframeBadInputTests {
    @Test(
        "negative, NaN and infinite durations count as 0",
        arguments: [
            -1.0, .nan, .infinity, -.infinity, 0,
        ])
    func badDurations(duration: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(4, duration: 1)
            LinearKeyframe(8, duration: duration)
            CubicKeyframe(9, duration: duration)
            SpringKeyframe(12, duration: duration)
            LinearKeyframe(6, duration: 2)
        }
        #expect(timeline.duration == 3)
        expectClose(timeline.value(time: 0.5), 2, absolute: 1e-12)
        #expect(timeline.value(time: 1) == 12)
        expectClose(timeline.value(time: 2), 9, absolute: 1e-12)
        #expect(timeline.value(time: 3) == 6)
    }

    @Test("a timeline or track without keyframes stays at its initial value")
    func empty() {
        let timeline = KeyframeTimeline(initialValue: 3.5) {
            KeyframeTrack {}
        }
        #expect(timeline.duration == 0)
        for time in [0, 1, -1, Double.nan, .infinity] {
            #expect(timeline.value(time: time) == 3.5)
            #expect(timeline.value(progress: time) == 3.5)
        }
    }

    @Test("only move keyframes: no duration, the last one holds")
    func onlyMoves() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(1)
            MoveKeyframe(2)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 2)
        #expect(timeline.value(progress: 0.5) == 2)
    }

    @Test("NaN time and progress count as 0; out-of-range ones are clamped")
    func badTimes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(2, duration: 0.5)
            LinearKeyframe(4, duration: 0.5)
        }
        #expect(timeline.value(time: .nan) == 0)
        #expect(timeline.value(progress: .nan) == 0)
        #expect(timeline.value(time: -3) == 0)
        #expect(timeline.value(time: -.infinity) == 0)
        #expect(timeline.value(progress: -0.5) == 0)
        #expect(timeline.value(time: 7) == 4)
        #expect(timeline.value(time: .infinity) == 4)
        #expect(timeline.value(progress: 2) == 4)
        #expect(timeline.value(progress: .infinity) == 4)
    }

    @Test("an undamped spring with no duration lasts no time")
    func undampedSpring() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, spring: spring)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 1)
    }

    @Test(
        "a NaN or infinite given velocity is derived as if nil",
        arguments: [Double.nan, .infinity, -.infinity])
    func badVelocities(bad: Double) {
        let derived = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1)
            CubicKeyframe(4, duration: 1)
            SpringKeyframe(-2, duration: 0.5, spring: .bouncy)
        }
        let given = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1, startVelocity: bad, endVelocity: bad)
            CubicKeyframe(4, duration: 1, startVelocity: bad)
            SpringKeyframe(-2, duration: 0.5, spring: .bouncy, startVelocity: bad)
        }
        for time in stride(from: 0.0, through: 2.5, by: 0.125) {
            #expect(given.value(time: time) == derived.value(time: time), "time \(time)")
        }
    }

    @Test("subnormal and near-maximal durations give finite values and a finite duration")
    func extremeDurations() {
        let tiny = Double.leastNonzeroMagnitude
        let huge = Double.greatestFiniteMagnitude
        // Catmull-Rom tangents over a subnormal span overflow; times h * v would be NaN.
        let subnormal = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: tiny)
            CubicKeyframe(-5, duration: tiny)
            CubicKeyframe(3, duration: 1)
        }
        // Two near-maximal lengths add up to infinity.
        let long = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1e-300)
            CubicKeyframe(-5, duration: huge)
            CubicKeyframe(3, duration: huge)
        }
        #expect(subnormal.duration.isFinite && long.duration == huge)
        for time in [-1, 0, tiny, 1e-300, 0.35, 1, 2, 1e300, huge, .infinity] {
            #expect(subnormal.value(time: time).isFinite, "time \(time)")
            #expect(long.value(time: time).isFinite, "time \(time)")
        }
        #expect(subnormal.value(time: 2) == 3 && long.value(time: .infinity) == 3)
    }

    @Test("seeded random timelines never produce NaN")
    func neverNaN() {
        var generator = SeededGenerator(seed: 0xBAD)
        let durations = [-1, .nan, .infinity, 0, 1e-300, 0.3, 2]
        for _ in 0..<30 {
            let picks = (0..<6).map { _ in durations.randomElement(using: &generator)! }
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(1, duration: picks[0])
                CubicKeyframe(-2, duration: picks[1])
                SpringKeyframe(3, duration: picks[2], spring: .bouncy)
                CubicKeyframe(0, duration: picks[3])
                MoveKeyframe(5)
                SpringKeyframe(1, duration: picks[4])
                CubicKeyframe(2, duration: picks[5])
            }
            #expect(timeline.duration.isFinite)
            for time in [-1, 0, 0.1, 0.5, 1, 2.5, 100, .nan, .infinity] {
                #expect(!timeline.value(time: time).isNaN)
                #expect(!timeline.value(progress: time / 3).isNaN)
            }
        }
    }
}
