import Foundation
import KinemaCairo
import KinemaDemos
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// The frame controls of an APNG file, read with a parser of the chunk layout written here
/// from the APNG specification (not with Kinema's writer).
private struct FrameControl: Equatable {
    var rect: PixelRect
    var delay: (UInt16, UInt16)
    var disposal: UInt8
    var blend: UInt8
    static func == (a: Self, b: Self) -> Bool {
        a.rect == b.rect && a.delay == b.delay && a.disposal == b.disposal && a.blend == b.blend
    }
}

/// The chunk types in order, and the `fcTL` and `acTL` contents.
private func chunks(of bytes: [UInt8]) -> (
    types: [String], controls: [FrameControl], acTL: (Int, Int)?
) {
    func u32(_ at: Int) -> Int {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    var types: [String] = []
    var controls: [FrameControl] = []
    var animation: (Int, Int)?
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = u32(offset)
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        let data = offset + 8
        types.append(type)
        if type == "acTL" { animation = (u32(data), u32(data + 4)) }
        if type == "fcTL" {
            controls.append(
                FrameControl(
                    rect: PixelRect(
                        x: u32(data + 12), y: u32(data + 16), width: u32(data + 4),
                        height: u32(data + 8)),
                    delay: (
                        UInt16(bytes[data + 20]) << 8 | UInt16(bytes[data + 21]),
                        UInt16(bytes[data + 22]) << 8 | UInt16(bytes[data + 23])
                    ),
                    disposal: bytes[data + 24], blend: bytes[data + 25]))
        }
        offset = data + length + 4
    }
    return (types, controls, animation)
}

/// Opaque frames: a gradient background with a square moving to the right.
private func movingSquare(count: Int, alpha: UInt8 = 255) -> [RGBAImage] {
    (0..<count).map { index in
        var image = RGBAImage(width: 48, height: 32)
        for y in 0..<32 {
            for x in 0..<48 {
                image[x, y] = .init(red: UInt8(5 * x), green: UInt8(7 * y), blue: 90, alpha: alpha)
            }
        }
        for y in 8..<20 {
            for x in (4 + 3 * index)..<(14 + 3 * index) {
                image[x, y] = .init(red: 250, green: 240, blue: 10)
            }
        }
        return image
    }
}

@MainActor
@Suite("Animated PNG")
struct AnimatedPNGTests {
    @Test("Pillow reads every opaque frame, the delays and the loop count")
    func opaqueFrames() throws {
        let frames = movingSquare(count: 8)
        let file = try makeTemporaryDirectory().appending(path: "square.png")
        try AnimatedPNGEncoder(loopCount: 0).write(frames, fps: 10, to: file)
        let decoded = try decodeAnimationWithPillow(file)
        #expect(decoded.format == "PNG")
        #expect(decoded.frameCount == 8)
        #expect(decoded.loop == 0)
        let exact = decoded.frames == frames
        #expect(exact, "decoded frames differ")
        for duration in decoded.durations { expectClose(duration, 100, absolute: 1e-9) }
        let parsed = chunks(of: [UInt8](try Data(contentsOf: file)))
        #expect(parsed.acTL! == (8, 0))
        #expect(parsed.types.first == "IHDR" && parsed.types[1] == "acTL")
        #expect(parsed.types.last == "IEND")
        #expect(parsed.controls[0].rect == PixelRect(x: 0, y: 0, width: 48, height: 32))
        // Later frames hold only the changed columns: the square's old and new place.
        for control in parsed.controls.dropFirst() {
            #expect(control.rect.width == 13 && control.rect.height == 12)
            #expect(control.delay == (1, 10))
        }
    }

    @Test("Translucent demo frames come back byte for byte, with a loop count")
    func translucentDemoFrames() throws {
        let timeline = SpinnerDemo.timeline(steps: 12)
        let renderer = DisplayListRenderer()
        let frames = try (0..<12).map { try renderer.render(timeline.frame(at: Double($0) / 12)) }
        #expect(!frames[0].isOpaque)
        let bytes = try AnimatedPNGEncoder(loopCount: 3).encode(frames, fps: 12)
        let file = try makeTemporaryDirectory().appending(path: "spinner.png")
        try Data(bytes).write(to: file)
        let decoded = try decodeAnimationWithPillow(file)
        #expect(decoded.frameCount == 12)
        #expect(decoded.loop == 3)
        let exact = decoded.frames == frames
        #expect(exact, "decoded frames differ")
        for duration in decoded.durations { expectClose(duration, 1000 / 12, absolute: 1e-9) }
        let parsed = chunks(of: bytes)
        // Each candidate is the smallest: never larger than the frames as PNG files.
        let separate = try frames.map { try PNGEncoder().encode($0).count }.reduce(0, +)
        #expect(bytes.count < separate)
        #expect(parsed.controls.count == 12)
    }

    @Test("Disposal and blend: each choice reproduces the frames exactly")
    func disposalsAndBlends() throws {
        // A transparent canvas where a square moves (background disposal pays), then a badge
        // blinks over a fixed picture (previous disposal pays), then opaque changes (over).
        var frames: [RGBAImage] = []
        for index in 0..<4 {
            var image = RGBAImage(width: 40, height: 40)
            for y in 10..<20 {
                for x in (2 + 8 * index)..<(10 + 8 * index) {
                    image[x, y] = .init(red: 20, green: 200, blue: 60, alpha: 128 + UInt8(index))
                }
            }
            frames.append(image)
        }
        var picture = RGBAImage(width: 40, height: 40, color: .init(red: 9, green: 9, blue: 200))
        frames.append(picture)
        for index in 0..<4 {
            var badge = picture
            if index % 2 == 0 {
                for y in 30..<38 {
                    for x in 30..<38 { badge[x, y] = .init(red: 255, green: 0, blue: 0) }
                }
            }
            frames.append(badge)
            picture[index, index] = .init(red: 1, green: 2, blue: 3)
        }
        frames.append(frames.last!)  // a repeated frame stays a frame
        let bytes = try AnimatedPNGEncoder().encode(frames, fps: 25)
        let file = try makeTemporaryDirectory().appending(path: "ops.png")
        try Data(bytes).write(to: file)
        let decoded = try decodeAnimationWithPillow(file)
        #expect(decoded.frameCount == frames.count)
        let exact = decoded.frames == frames
        #expect(exact, "decoded frames differ")
        let controls = chunks(of: bytes).controls
        #expect(controls.last!.rect.width * controls.last!.rect.height == 1)
        #expect(Set(controls.map(\.disposal)).count >= 2)
        #expect(controls.contains { $0.blend == 1 })
    }

    @Test(
        "Seeded random sequences: every disposal and blend choice decodes exactly",
        arguments: [1, 2, 3])
    func randomSequences(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var image = RGBAImage(width: 24, height: 20)
        var frames: [RGBAImage] = []
        for _ in 0..<14 {
            // A few rectangles per frame: opaque, translucent or cleared, sometimes none.
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let x = Int.random(in: 0..<24, using: &random)
                let y = Int.random(in: 0..<20, using: &random)
                let width = Int.random(in: 1...(24 - x), using: &random)
                let height = Int.random(in: 1...(20 - y), using: &random)
                let alpha = [0, 255, UInt8.random(in: 1...254, using: &random)].randomElement(
                    using: &random)!
                let color = RGBAImage.Pixel(
                    red: .random(in: 0...255, using: &random),
                    green: .random(in: 0...255, using: &random),
                    blue: .random(in: 0...255, using: &random), alpha: alpha)
                for row in y..<y + height {
                    for column in x..<x + width { image[column, row] = alpha == 0 ? .clear : color }
                }
            }
            frames.append(image)
        }
        let file = try makeTemporaryDirectory().appending(path: "random.png")
        try AnimatedPNGEncoder().write(frames, fps: 7, to: file)
        let decoded = try decodeAnimationWithPillow(file)
        #expect(decoded.frameCount == frames.count)
        let exact = decoded.frames == frames
        #expect(exact, "decoded frames differ")
        if FrameVideo.ffmpeg() != nil {
            // A second decoder, blending as the specification says.
            let exactInFFmpeg = try decodeWithFFmpeg(file, size: image.size) == frames
            #expect(exactInFFmpeg, "ffmpeg's frames differ")
        }
    }

    @Test("A translucent frame after opaque ones switches the whole file to RGBA")
    func opaqueThenTranslucent() throws {
        let frames = movingSquare(count: 3) + movingSquare(count: 2, alpha: 100)
        let file = try makeTemporaryDirectory().appending(path: "mixed.png")
        try AnimatedPNGEncoder(compression: .small).write(frames, fps: 30, to: file)
        let decoded = try decodeAnimationWithPillow(file)
        let exact = decoded.frames == frames
        #expect(exact, "decoded frames differ")
        for duration in decoded.durations { expectClose(duration, 1000 / 30, absolute: 1e-9) }
    }

    @Test("Frame delays: the closest 16-bit fraction of 1 / fps")
    func delays() throws {
        #expect(try FrameDelay(fps: 30) == FrameDelay(numerator: 1, denominator: 30))
        #expect(try FrameDelay(fps: 29.97) == FrameDelay(numerator: 100, denominator: 2997))
        #expect(
            try FrameDelay(fps: 24000.0 / 1001) == FrameDelay(numerator: 1001, denominator: 24000))
        #expect(try FrameDelay(fps: 1.0 / 3) == FrameDelay(numerator: 3, denominator: 1))
        #expect(try FrameDelay(fps: 65535) == FrameDelay(numerator: 1, denominator: 65535))
        #expect(try FrameDelay(fps: 1.0 / 65535) == FrameDelay(numerator: 65535, denominator: 1))
        var random = SeededGenerator(seed: 12)
        for _ in 0..<60 {
            let fps = Double.random(in: 0.01...200, using: &random)
            let delay = try FrameDelay(fps: fps)
            // No fraction with both terms up to 65535 is closer (searched by brute force).
            let x = 1 / fps
            var best = Double.infinity
            for q in 1...65535 {
                let p = min(65535, max(1, (x * Double(q)).rounded()))
                best = min(best, abs(p / Double(q) - x))
            }
            #expect(abs(delay.seconds - x) <= best * (1 + 1e-9), "fps \(fps)")
        }
        for fps in [0, -1, .nan, .infinity, 1e-9, 70000] {
            #expect(throws: AnimatedImageError.self) { try FrameDelay(fps: fps) }
        }
    }

    @Test("Bad input: no frames, mixed sizes, a bad loop count or rate")
    func badInput() throws {
        let encoder = AnimatedPNGEncoder()
        #expect(throws: AnimatedImageError.noFrames) { try encoder.encode([], fps: 10) }
        let mixed = [RGBAImage(width: 2, height: 2), RGBAImage(width: 3, height: 2)]
        #expect(
            throws: AnimatedImageError.sizeMismatch(
                frame: 1, size: PixelSize(width: 3, height: 2),
                expected: PixelSize(width: 2, height: 2))
        ) { try encoder.encode(mixed, fps: 10) }
        #expect(throws: AnimatedImageError.self) {
            try AnimatedPNGEncoder(loopCount: -1).encode(movingSquare(count: 1), fps: 10)
        }
        #expect(throws: AnimatedImageError.self) {
            try encoder.encode([RGBAImage(width: 0, height: 4)], fps: 10)
        }
        #expect(throws: AnimatedImageError.self) {
            try encoder.encode(movingSquare(count: 1), fps: .nan)
        }
        let unwritable = URL(filePath: "/nonexistent-kinema-dir/a.png")
        #expect(throws: ImageFileError.self) {
            try encoder.write(movingSquare(count: 1), fps: 10, to: unwritable)
        }
    }
}
