import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaViews
import Testing

/// `GraphicsContext.Filter.alphaThreshold(min:max:color:)` drawn by Cairo: a blurred blob
/// becomes a shape with a hard edge, and blobs whose blurs overlap merge (the metaball
/// effect), checked on pixels of a 100-point canvas.
@MainActor
@Suite("Alpha threshold")
struct AlphaThresholdTests {
    nonisolated static let black = Color(red: 0, green: 0, blue: 0)
    nonisolated static let red = Color(red: 1, green: 0, blue: 0)

    /// Discs of radius `radius` centred at `centers`, drawn as one layer blurred by
    /// `blur`, thresholded at `min` when `threshold` is set.
    func image(
        centers: [CGPoint], radius: CGFloat, blur: CGFloat, threshold: Double?
    ) throws -> RGBAImage {
        let list = SceneTimeline(size: CGSize(width: 100, height: 100), initialState: 0) { _ in
            Canvas { context, _ in
                if let threshold {
                    context.addFilter(.alphaThreshold(min: threshold, color: Self.red))
                }
                context.addFilter(.blur(radius: blur))
                context.drawLayer { layer in
                    for center in centers {
                        let disc = CGRect(
                            x: center.x - radius, y: center.y - radius, width: 2 * radius,
                            height: 2 * radius)
                        layer.fill(Path(ellipseIn: disc), with: .color(Self.black))
                    }
                }
            }
        }.frame(at: 0)
        return try DisplayListRenderer().render(list)
    }

    /// The pixels with an alpha strictly between 0 and 255: a soft edge.
    func partlyCovered(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 && image[x, y].alpha < 255 {
                count += 1
            }
        }
        return count
    }

    @Test func aThresholdTurnsABlurredBlobIntoAHardEdge() throws {
        let centre = [CGPoint(x: 50, y: 50)]
        let soft = try image(centers: centre, radius: 30, blur: 5, threshold: nil)
        #expect(partlyCovered(soft) > 500)
        let hard = try image(centers: centre, radius: 30, blur: 5, threshold: 0.5)
        #expect(partlyCovered(hard) == 0)
        // Kept pixels are the threshold's colour, opaque.
        #expect(hard[50, 50] == .init(red: 255, green: 0, blue: 0))
        // A disc of radius R blurred by σ is at half alpha where the Rice distribution's
        // median reaches R: r ≈ R − σ² / (2R) = 30 − 25 / 60 ≈ 29.58. So about 59 pixels
        // of the middle row are kept.
        let kept = (0..<100).filter { hard[$0, 50].alpha == 255 }.count
        #expect((57...61).contains(kept), "\(kept) pixels kept across the middle")
        #expect(hard[50, 50 - 33].alpha == 0)
    }

    @Test func blobsWhoseBlursOverlapMerge() throws {
        // Discs of radius 20 at x = 28 and 72 leave a gap from 48 to 52. Blurred by σ = 6,
        // each gives about Φ(−2/6) ≈ 0.37 at the gap's middle: 0.74 together, over the
        // threshold 0.5, so the bridge is drawn; well above it (y = 25) nothing is.
        let centers = [CGPoint(x: 28, y: 50), CGPoint(x: 72, y: 50)]
        let plain = try image(centers: centers, radius: 20, blur: 0, threshold: nil)
        #expect(plain[50, 50].alpha == 0)
        let merged = try image(centers: centers, radius: 20, blur: 6, threshold: 0.5)
        #expect(merged[50, 50] == .init(red: 255, green: 0, blue: 0))
        #expect(merged[50, 25].alpha == 0)
        #expect(partlyCovered(merged) == 0)
    }

    /// The blurred disc of radius 30 thresholded to `min...max`.
    func thresholded(min: Double, max: Double) throws -> RGBAImage {
        let list = SceneTimeline(size: CGSize(width: 100, height: 100), initialState: 0) { _ in
            Canvas { context, _ in
                context.addFilter(.alphaThreshold(min: min, max: max, color: Self.red))
                context.addFilter(.blur(radius: 5))
                context.fill(
                    Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)),
                    with: .color(Self.black))
            }
        }.frame(at: 0)
        return try DisplayListRenderer().render(list)
    }

    @Test func theRangeKeepsOnlyAlphasBetweenItsBounds() throws {
        // Kept between 0.2 and 0.6: the blob's core (alpha 1) goes, a ring stays.
        let ring = try thresholded(min: 0.2, max: 0.6)
        #expect(ring[50, 50].alpha == 0)
        #expect((0..<100).contains { ring[$0, 50] == .init(red: 255, green: 0, blue: 0) })
        // An empty range (min above max) keeps nothing.
        let none = try thresholded(min: 0.8, max: 0.2)
        #expect(partlyCovered(none) == 0)
        #expect(!(0..<100).contains { none[$0, 50].alpha > 0 })
    }
}
