import Foundation
import KinemaCairo
import Testing

/// 16-bit PNGs decoded by Kinema and by Pillow (an independent decoder, run as a separate
/// process): the same 8-bit pixels, with no gamma conversion on either side.
@Suite("16-bit PNG input against Pillow")
struct SixteenBitPillowTests {
    /// The 16-bit samples tried on every channel: ends, the 40000, and values
    /// whose low byte would round the other way (0x80 and above).
    static let samples: [Int] = [
        0, 1, 255, 256, 257, 20_000, 32_767, 32_768, 40_000, 65_280, 65_535,
    ]

    /// A 16-bit PNG of `colorType` (2 RGB, 4 gray + alpha, 6 RGBA) with one pixel per
    /// sample, channels offset so that they differ, alpha running down from opaque.
    static func png(colorType: UInt8) -> [UInt8] {
        let channels = colorType == 2 ? 3 : colorType == 4 ? 2 : 4
        var row: [UInt8] = []
        for (i, sample) in samples.enumerated() {
            for channel in 0..<channels {
                let isAlpha = colorType != 2 && channel == channels - 1
                let value =
                    isAlpha ? 65_535 - i * 5_000 : (sample + channel * 7_919) % 65_536
                row += [UInt8(value >> 8), UInt8(value & 0xFF)]
            }
        }
        return HandMadePNG.make(
            width: samples.count, height: 1, bitDepth: 16, colorType: colorType, rows: [row])
    }

    @Test("RGB, gray + alpha and RGBA at 16 bits decode to Pillow's bytes", arguments: [2, 4, 6])
    func matchesPillow(colorType: UInt8) throws {
        let file = try makeTemporaryDirectory().appending(path: "sixteen-\(colorType).png")
        try Data(Self.png(colorType: colorType)).write(to: file)
        let pillow = try decodeWithPillow(file)
        #expect(pillow.mode == (colorType == 2 ? "RGB" : "RGBA"), "Pillow read \(pillow.mode)")
        let ours = try RGBAImage(contentsOfPNG: file)
        #expect(ours.width == pillow.image.width && ours.height == pillow.image.height)
        // Pillow keeps each sample's high byte; rounding v / 257 instead may differ by 1.
        // A gamma conversion (the old defect) would be off by up to 48 (156 against 204).
        var worst = 0
        for (a, b) in zip(ours.pixels, pillow.image.pixels) {
            worst = max(worst, abs(Int(a) - Int(b)))
        }
        #expect(worst <= 1, "largest difference from Pillow: \(worst)")
    }
}
