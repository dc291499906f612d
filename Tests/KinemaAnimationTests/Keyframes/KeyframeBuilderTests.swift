import KinemaAnimation
import KinemaTestSupport
import Testing

/// Custom track content built from other content, as SwiftUI allows.
private struct Wobble: KeyframeTrackContent {
    var amplitude: Double

    var body: some KeyframeTrackContent<Double> {
        LinearKeyframe(amplitude, duration: 0.5)
        LinearKeyframe(-amplitude, duration: 1)
        LinearKeyframe(0, duration: 0.5)
    }
}

/// Custom keyframes built from tracks.
private struct PulseAndSlide: Keyframes {
    struct Values { var x = 0.0, scale = 1.0 }

    var body: some Keyframes<Values> {
        KeyframeTrack(\.x) { LinearKeyframe(8, duration: 2) }
        KeyframeTrack(\.scale) { Wobble(amplitude: 3) }
    }
}

@Suite("Keyframes: result builders")
struct KeyframeBuilderTests {
    /// The times and values of `timeline`'s keyframes, read back at the keyframe times.
    static func samples(_ timeline: KeyframeTimeline<Double>, at times: [Double]) -> [Double] {
        times.map { timeline.value(time: $0) }
    }

    @Test("if/else picks a branch", arguments: [true, false])
    func ifElse(flag: Bool) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(1, duration: 1)
                if flag {
                    LinearKeyframe(5, duration: 1)
                } else {
                    CubicKeyframe(-5, duration: 2)
                    MoveKeyframe(7)
                }
            }
        }
        #expect(timeline.duration == (flag ? 2 : 3))
        #expect(timeline.value(time: 10) == (flag ? 5 : 7))
    }

    @Test("an if without else adds its keyframes or none", arguments: [true, false])
    func optional(flag: Bool) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            if flag {
                LinearKeyframe(2, duration: 1)
            }
            LinearKeyframe(3, duration: 1)
        }
        #expect(timeline.duration == (flag ? 3 : 2))
        #expect(timeline.value(time: 1) == 1)
        #expect(timeline.value(time: timeline.duration) == 3)
    }

    @Test("a for loop adds one keyframe per element")
    func loop() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for step in 1...4 {
                    LinearKeyframe(Double(step * step), duration: 0.25)
                }
                MoveKeyframe(-1)
            }
        }
        #expect(timeline.duration == 1)
        #expect(Self.samples(timeline, at: [0.25, 0.5, 0.75]) == [1, 4, 9])
        #expect(timeline.value(time: 1) == -1)
    }

    @Test("switch statements build through buildEither")
    func switchStatement() {
        for kind in 0..<3 {
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                switch kind {
                case 0: LinearKeyframe(1, duration: 1)
                case 1: CubicKeyframe(2, duration: 1)
                default: SpringKeyframe(3, duration: 1)
                }
            }
            #expect(timeline.value(time: 1) == Double(kind + 1))
        }
    }

    @Test("custom track content and custom keyframes compose through their bodies")
    func customContent() {
        let timeline = KeyframeTimeline(initialValue: PulseAndSlide.Values()) {
            PulseAndSlide()
        }
        #expect(timeline.duration == 2)
        let value = timeline.value(time: 0.5)
        expectClose(value.x, 2, absolute: 1e-12)
        #expect(value.scale == 3)
        #expect(timeline.value(time: 1.5).scale == -3)
    }

    @Test("an empty builder leaves the value alone")
    func emptyBuilder() {
        let timeline = KeyframeTimeline(initialValue: 4.0) {
            KeyframeTrack {}
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 1) == 4)
        let bare = KeyframeTimeline(initialValue: 4.0) {}
        #expect(bare.duration == 0)
        #expect(bare.value(progress: 0.5) == 4)
        let noTracks = KeyframeTimeline(initialValue: PulseAndSlide.Values(x: 2)) {}
        #expect(noTracks.duration == 0)
        #expect(noTracks.value(time: 1).x == 2)
    }
}
