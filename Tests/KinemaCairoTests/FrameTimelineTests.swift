import KinemaCairo
import KinemaTestSupport
import Testing

@Suite("Frame timelines")
struct FrameTimelineTests {
    @Test(
        "Frame counts of half-open time ranges",
        arguments: [
            (0.0, 2.0, 30.0, 60), (0, 1, 24, 24), (0, 0.5, 30, 15), (0, 0.01, 30, 1),
            (1, 2, 60, 60), (0, 1.0 / 3, 30, 10), (0, 0.1, 29.97, 3),
        ] as [(Double, Double, Double, Int)])
    func counts(start: Double, end: Double, fps: Double, count: Int) throws {
        let timeline = try FrameTimeline(from: start, to: end, fps: fps)
        #expect(timeline.count == count)
        #expect(timeline.frames.lowerBound == 0)
        expectClose(timeline.time(ofFrame: 0), start, absolute: 0, relative: 0)
        expectClose(
            timeline.time(ofFrame: count - 1), start + Double(count - 1) / fps,
            absolute: 1e-12, relative: 1e-12)
        #expect(timeline.time(ofFrame: count - 1) < end)
    }

    @Test("A frame range keeps the clock of frame 0")
    func range() throws {
        let timeline = try FrameTimeline(frames: 10, through: 19, fps: 25)
        #expect(timeline.count == 10)
        expectClose(timeline.time(ofFrame: 10), 0.4, absolute: 1e-15, relative: 0)
        #expect(try FrameTimeline(frames: 7, through: 7, fps: 1).count == 1)
    }

    @Test("File names have five digits or more")
    func names() {
        #expect(FrameTimeline.fileName(ofFrame: 0) == "frame_00000.png")
        #expect(FrameTimeline.fileName(ofFrame: 1234) == "frame_01234.png")
        #expect(FrameTimeline.fileName(ofFrame: 123_456) == "frame_123456.png")
    }

    @Test(
        "Bad frame rates throw naming the rate",
        arguments: [
            0, -1, Double.nan, Double.infinity,
        ])
    func badFPS(fps: Double) {
        #expect(throws: FrameSequenceError.self) { try FrameTimeline(from: 0, to: 1, fps: fps) }
        #expect(FrameSequenceError.invalidFPS(fps).description.contains("\(fps)"))
        #expect(throws: FrameSequenceError.self) {
            try FrameTimeline(frames: 0, through: 1, fps: fps)
        }
    }

    @Test("Empty, inverted and non-finite ranges throw")
    func badRanges() {
        #expect(throws: FrameSequenceError.invalidTimeRange(from: 1, to: 1)) {
            try FrameTimeline(from: 1, to: 1, fps: 30)
        }
        #expect(throws: FrameSequenceError.invalidTimeRange(from: 2, to: 1)) {
            try FrameTimeline(from: 2, to: 1, fps: 30)
        }
        #expect(throws: FrameSequenceError.self) { try FrameTimeline(from: .nan, to: 1, fps: 30) }
        #expect(throws: FrameSequenceError.self) {
            try FrameTimeline(from: 0, to: .infinity, fps: 30)
        }
        #expect(throws: FrameSequenceError.invalidFrameRange(first: 5, last: 2)) {
            try FrameTimeline(frames: 5, through: 2, fps: 30)
        }
        #expect(throws: FrameSequenceError.invalidFrameRange(first: -1, last: 2)) {
            try FrameTimeline(frames: -1, through: 2, fps: 30)
        }
        #expect(throws: FrameSequenceError.self) { try FrameTimeline(from: 0, to: 1e9, fps: 60) }
        let message = FrameSequenceError.invalidFrameRange(first: 5, last: 2).description
        #expect(message.contains("5..2"))
    }
}
