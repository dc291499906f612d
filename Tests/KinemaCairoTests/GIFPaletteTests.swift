import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

/// Whether `ffmpeg` (Debian's package) is on `PATH`.
private let ffmpegPresent = FrameVideo.ffmpeg() != nil

/// A smooth two-axis gradient, 256 x 32, with a white square that moves per frame.
private func gradient(frame: Int) -> RGBAImage {
    var image = RGBAImage(width: 256, height: 32)
    for y in 0..<32 {
        for x in 0..<256 {
            image[x, y] = .init(red: UInt8(x), green: UInt8(60 + 3 * y), blue: UInt8(255 - x / 2))
        }
    }
    for y in 2..<8 {
        for x in (4 * frame)..<(4 * frame + 6) {
            image[x, y] = .init(red: 255, green: 255, blue: 255)
        }
    }
    return image
}

/// The mean of each channel over the 8x8 block at (`bx`, `by`).
private func blockMean(_ image: RGBAImage, _ bx: Int, _ by: Int) -> [Double] {
    var sums = [0.0, 0.0, 0.0]
    for y in by * 8..<by * 8 + 8 {
        for x in bx * 8..<bx * 8 + 8 {
            let pixel = image[x, y]
            sums[0] += Double(pixel.red)
            sums[1] += Double(pixel.green)
            sums[2] += Double(pixel.blue)
        }
    }
    return sums.map { $0 / 64 }
}

@Suite("GIF through ffmpeg: a generated palette, dithered")
struct GIFPaletteTests {
    @Test(
        "A gradient keeps its local averages: the palette is made from the frames and dithered",
        .enabled(if: ffmpegPresent, "ffmpeg is not installed (apt-get install ffmpeg)"))
    func gradientDoesNotBand() async throws {
        let directory = try makeTemporaryDirectory()
        let frames = directory.appending(path: "frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let sequence = FrameSequence(
            timeline: try FrameTimeline(frames: 0, through: 3, fps: 10),
            size: PixelSize(width: 256, height: 32), directory: frames)
        let result = try await sequence.render(images: { gradient(frame: $0.index) })
        let output = directory.appending(path: "gradient.gif")
        try FrameVideo(output: output, format: .gif).encode(
            framesIn: frames, manifest: result.manifest)
        let decoded = try decodeAnimationWithPillow(output)
        #expect(decoded.format == "GIF")
        #expect(decoded.frameCount == 4)
        #expect(decoded.loop == 0)
        #expect(decoded.durations == [100, 100, 100, 100])
        // Measured on this gradient (ffmpeg 5.1): a plain GIF (a fixed 3-3-2 palette) is off
        // by 17 levels per component on average with 83 colours; the palette from the frames
        // without dithering by 2.0, in flat bands up to 9 pixels long; dithered by 2.3, with
        // runs of at most 3 identical pixels along a row.
        let image = decoded.frames[0]
        let source = gradient(frame: 0)
        var total = 0
        for (a, b) in zip(image.pixels, source.pixels) { total += abs(Int(a) - Int(b)) }
        #expect(Double(total) / Double(3 * image.width * image.height) <= 4)
        var colors = Set<RGBAImage.Pixel>()
        var longestRun = 1
        var run = 1
        for x in 0..<image.width {
            for y in 0..<image.height { colors.insert(image[x, y]) }
            run = x > 0 && image[x, 16] == image[x - 1, 16] ? run + 1 : 1
            longestRun = max(longestRun, run)
        }
        #expect(colors.count >= 200)
        #expect(longestRun <= 6, "a flat band of \(longestRun) pixels")
        // Dithering keeps the local averages (8x8 blocks away from the moving square).
        var worst = 0.0
        for by in 1..<4 {
            for bx in 0..<32 {
                let expected = blockMean(gradient(frame: 0), bx, by)
                let actual = blockMean(decoded.frames[0], bx, by)
                worst = max(worst, zip(expected, actual).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(worst <= 3, "worst 8x8 block mean difference \(worst)")
    }
}
