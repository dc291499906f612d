import Foundation
import KinemaCairo
import KinemaDemos
import KinemaGraphics
import KinemaScene
import KinemaSceneDemos
import Testing

/// The spinner demo's frames: translucent, anti-aliased, each different.
@MainActor
private func spinnerFrames(_ count: Int) throws -> [RGBAImage] {
    let timeline = SpinnerDemo.timeline(steps: count)
    let renderer = DisplayListRenderer()
    return try (0..<count).map {
        try renderer.render(timeline.frame(at: Double($0) / Double(count)))
    }
}

/// The wheel demo's frames on white: opaque, with gradients and text.
@MainActor
private func wheelFrames(_ count: Int) throws -> [RGBAImage] {
    let timeline = WheelScene.timeline(turns: 1)
    let renderer = DisplayListRenderer()
    return try (0..<count).map {
        try renderer.render(
            timeline.frame(at: Double($0) / Double(count)),
            options: DisplayListRenderOptions(scale: 0.5, background: .white))
    }
}

/// The mean absolute difference per 8-bit component of two images of one size.
private func meanDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
    var total = 0
    for (x, y) in zip(a.pixels, b.pixels) { total += abs(Int(x) - Int(y)) }
    return Double(total) / Double(a.pixels.count)
}

private func decode(_ bytes: [UInt8], named name: String) throws -> PillowAnimation {
    let file = try makeTemporaryDirectory().appending(path: name)
    try Data(bytes).write(to: file)
    return try decodeAnimationWithPillow(file)
}

@MainActor
@Suite("Animated WebP")
struct AnimatedWebPTests {
    @Test("Lossless: every frame exact, durations from the frame rate, the loop count")
    func lossless() throws {
        let frames = try spinnerFrames(12)
        let bytes = try AnimatedWebPEncoder(compression: .lossless, loopCount: 2)
            .encode(frames, fps: 30)
        let decoded = try decode(bytes, named: "spinner.webp")
        #expect(decoded.format == "WEBP")
        #expect(decoded.frameCount == 12)
        #expect(decoded.loop == 2)
        let exact = decoded.frames == frames
        #expect(exact, "decoded frames differ")
        // Frame i starts at round(i * 1000 / 30) ms: 33, 34, 33, 33, 34, 33, ...
        let starts: [Double] = (0...12).map { (Double($0) * 1000 / 30).rounded() }
        let expected: [Double] = (0..<12).map { starts[$0 + 1] - starts[$0] }
        #expect(decoded.durations == expected)
        #expect(decoded.durations.reduce(0, +) == 400)
    }

    @Test("Lossy: frames within the stated tolerance, smaller than lossless")
    func lossy() throws {
        let frames = try wheelFrames(8)
        let lossy = try AnimatedWebPEncoder(compression: .lossy(quality: 90)).encode(
            frames, fps: 24)
        let lossless = try AnimatedWebPEncoder().encode(frames, fps: 24)
        #expect(lossy.count < lossless.count)
        let decoded = try decode(lossy, named: "wheel.webp")
        #expect(decoded.frameCount == 8)
        #expect(decoded.loop == 0)
        for (frame, original) in zip(decoded.frames, frames) {
            // The tolerance WebPCompression.lossy documents for quality 90.
            #expect(meanDifference(frame, original) <= 1.5)
        }
        let exact = decoded.frames == frames
        #expect(!exact, "lossy frames are not exact")
    }

    @Test("Per-frame durations, and identical neighbours merged into one longer frame")
    func durationsAndMerging() throws {
        let frames = try spinnerFrames(12).enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let sequence = [frames[0], frames[1], frames[1], frames[2]]
        let durations: [Duration] = [
            .milliseconds(40), .milliseconds(100), .milliseconds(60), .seconds(1),
        ]
        let decoded = try decode(
            try AnimatedWebPEncoder().encode(sequence, durations: durations), named: "merged.webp")
        #expect(decoded.frameCount == 3)
        let exact = decoded.frames == frames
        #expect(exact, "decoded frames differ")
        #expect(decoded.durations == [40, 160, 1000])
    }

    @Test("A zero duration is kept or merged, never an error")
    func zeroDuration() throws {
        let frames = try spinnerFrames(12).enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let bytes = try AnimatedWebPEncoder().encode(
            frames, durations: [.milliseconds(50), .zero, .milliseconds(70)])
        let decoded = try decode(bytes, named: "zero.webp")
        #expect(decoded.durations.reduce(0, +) == 120)
    }

    @Test("Bad input: no frames, mixed sizes, bad quality, loop count, rate or durations")
    func badInput() throws {
        let frames = try spinnerFrames(2)
        #expect(throws: AnimatedImageError.noFrames) {
            try AnimatedWebPEncoder().encode([], fps: 10)
        }
        #expect(throws: AnimatedImageError.invalidQuality(101)) {
            try AnimatedWebPEncoder(compression: .lossy(quality: 101)).encode(frames, fps: 10)
        }
        #expect(throws: AnimatedImageError.self) {
            try AnimatedWebPEncoder(compression: .lossy(quality: .nan)).encode(frames, fps: 10)
        }
        #expect(throws: AnimatedImageError.invalidLoopCount(65536, maximum: 65535)) {
            try AnimatedWebPEncoder(loopCount: 65536).encode(frames, fps: 10)
        }
        for fps in [0, 2000, .nan, -5] {
            #expect(throws: AnimatedImageError.self) {
                try AnimatedWebPEncoder().encode(frames, fps: fps)
            }
        }
        #expect(throws: AnimatedImageError.self) {
            try AnimatedWebPEncoder().encode([frames[0], RGBAImage(width: 3, height: 3)], fps: 10)
        }
        #expect(throws: AnimatedImageError.self) {
            try AnimatedWebPEncoder().encode([RGBAImage(width: 20_000, height: 1)], fps: 10)
        }
        #expect(throws: AnimatedImageError.durationCountMismatch(frames: 2, durations: 1)) {
            try AnimatedWebPEncoder().encode(frames, durations: [.seconds(1)])
        }
        #expect(throws: AnimatedImageError.self) {
            try AnimatedWebPEncoder().encode(frames, durations: [.seconds(1), .seconds(-1)])
        }
    }
}
