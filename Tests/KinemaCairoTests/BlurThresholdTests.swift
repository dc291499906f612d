import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

@testable import KinemaCairo

/// Images on which a small blur changes bytes most: dots and lines against a contrasting
/// ground, a checkerboard and random premultiplied pixels, 9 x 7 (edges included).
private func worstCases() -> [(name: String, pixels: [UInt8])] {
    let (width, height) = (9, 7)
    func image(_ pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } }
    }
    let opaque: [UInt8] = [255, 255, 255, 255]
    let clear: [UInt8] = [0, 0, 0, 0]
    var generator = SeededGenerator(seed: 13)
    return [
        ("opaque dot", image { x, y in x == 4 && y == 3 ? opaque : clear }),
        ("hole", image { x, y in x == 4 && y == 3 ? clear : opaque }),
        ("corner dot", image { x, y in x == 0 && y == 0 ? opaque : clear }),
        ("line", image { x, _ in x == 4 ? opaque : clear }),
        ("checkerboard", image { x, y in (x + y).isMultiple(of: 2) ? opaque : clear }),
        (
            "random",
            image { _, _ in
                let alpha = UInt8.random(in: 0...255, using: &generator)
                return (0..<3).map { _ in UInt8.random(in: 0...alpha, using: &generator) } + [alpha]
            }
        ),
    ]
}

/// `pixels` blurred by the full passes (no skipping), 9 x 7.
private func fullBlur(_ pixels: [UInt8], sigma: Double, clampsEdges: Bool) -> [UInt8] {
    var result = pixels
    var buffers = BlurBuffers()
    result.withUnsafeMutableBytes { bytes in
        buffers.blur(
            bytes.baseAddress!, width: 9, height: 7, bytesPerRow: 36,
            kernel: BoxBlurKernel(sigma: sigma, passes: 3), blursAlpha: true,
            clampsEdges: clampsEdges)
    }
    return result
}

@Suite("Blur threshold and buffers")
struct BlurThresholdTests {
    @Test func theClosedFormAgreesWithTheKernelCondition() {
        let threshold = GaussianBlur.largestInvisibleRadius
        // Independent value: √(3 (1 − (1 − 0.49/255)^(1/6))) evaluated separately.
        expectClose(threshold, 0.031_008_94, absolute: 1e-8)
        // The bound of the derivation, from the kernel the passes use: a pixel keeps at least
        // p⁶ of itself, p = 1 / the pass's total weight, while the whole radius is 0.
        func largestChange(_ sigma: Double) -> Double {
            let kernel = BoxBlurKernel(sigma: sigma, passes: 3)
            return kernel.radius == 0 ? (1 - pow(1 / kernel.totalWeight, 6)) * 255 : 255
        }
        #expect(largestChange(threshold * 0.999) <= 0.49)
        #expect(largestChange(threshold * 1.001) > 0.49)
        #expect(!GaussianBlur(radius: threshold).changesPixels)
        #expect(GaussianBlur(radius: threshold.nextUp).changesPixels)
        #expect(GaussianBlur(radius: 0.5).changesPixels)
        for radius in [0, -1, Double.nan, .infinity, -.infinity] {
            #expect(!GaussianBlur(radius: radius).changesPixels)
        }
    }

    @Test(
        "At the threshold the full blur gives every byte back",
        arguments: [0.25, 0.5, 0.75, 1.0])
    func fullBlurAtTheThresholdChangesNothing(fraction: Double) {
        let sigma = GaussianBlur.largestInvisibleRadius * fraction
        for (name, pixels) in worstCases() {
            for clamps in [false, true] {
                #expect(
                    fullBlur(pixels, sigma: sigma, clampsEdges: clamps) == pixels,
                    "\(name), σ = \(sigma), clamped edges: \(clamps)")
            }
            var skipped = pixels
            #expect(throws: Never.self) {
                try GaussianBlur(radius: sigma).apply(
                    toPremultipliedARGB32: &skipped, width: 9, height: 7, bytesPerRow: 36)
            }
            #expect(skipped == pixels)
        }
    }

    @Test("Just above the threshold an opaque dot loses a level", arguments: [0.0314, 0.035])
    func justAboveTheThresholdADotChanges(sigma: Double) throws {
        let dot = try #require(worstCases().first { $0.name == "opaque dot" }).pixels
        let blurred = fullBlur(dot, sigma: sigma, clampsEdges: false)
        let center = 4 * (3 * 9 + 4)
        #expect(blurred[center + 3] == 254)
        #expect(GaussianBlur(radius: sigma).changesPixels)
    }

    @Test func buffersGrowOnceAndAreReused() {
        var buffers = BlurBuffers()
        var pixels = [UInt8](repeating: 200, count: 4 * 30 * 20)
        func blur(width: Int, height: Int) {
            pixels.withUnsafeMutableBytes { bytes in
                buffers.blur(
                    bytes.baseAddress!, width: width, height: height, bytesPerRow: 4 * width,
                    kernel: BoxBlurKernel(sigma: 2, passes: 3), blursAlpha: true,
                    clampsEdges: false)
            }
        }
        blur(width: 30, height: 20)
        let capacity = buffers.capacity
        #expect(capacity > 0)
        blur(width: 30, height: 20)
        blur(width: 12, height: 7)
        #expect(buffers.capacity == capacity)
        blur(width: 40, height: 15)
        #expect(buffers.capacity > capacity)
    }
}
