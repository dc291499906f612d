import Foundation
import Testing

@testable import KinemaScene
@testable import KinemaViews

/// SwiftUI's rounding of frames, worked by hand: each corner to the nearest multiple of
/// the pixel length, halves up; the size is what lies between.
@Suite("Pixel grid")
struct PixelGridTests {
    @Test func cornersGoToTheNearestPixelHalvesUp() throws {
        let points = try #require(PixelGrid(pixelLength: 1))
        #expect(points.snap(0.5) == 1 && points.snap(-0.5) == 0 && points.snap(1.49) == 1)
        let retina = try #require(PixelGrid(pixelLength: 0.5))
        #expect(retina.snap(10.25) == 10.5 && retina.snap(10.24) == 10)
        let rect = retina.snap(CGRect(x: 10.2, y: 0.1, width: 5.1, height: 0.2))
        #expect(rect == CGRect(x: 10, y: 0, width: 5.5, height: 0.5))
        let text = retina.snap(CGRect(x: 10.2, y: 0.1, width: 5.1, height: 0.2), keepingSize: true)
        #expect(text == CGRect(x: 10, y: 0, width: 5.1, height: 0.2))
    }

    @Test func abuttingRectanglesStillAbut() throws {
        let grid = try #require(PixelGrid(pixelLength: 1.0 / 3))
        let left = grid.snap(CGRect(x: 1.1, y: 0, width: 2.45, height: 1))
        let right = grid.snap(CGRect(x: 3.55, y: 0, width: 2, height: 1))
        #expect(left.maxX == right.minX)
    }

    @Test func badLengthsAndRectanglesAreLeftAlone() {
        #expect(PixelGrid(pixelLength: 0) == nil && PixelGrid(pixelLength: .nan) == nil)
        #expect(PixelGrid(pixelLength: -1) == nil && PixelGrid(pixelLength: .infinity) == nil)
        let infinite = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        #expect(PixelGrid(pixelLength: 1)?.snap(infinite) == infinite)
    }
}
