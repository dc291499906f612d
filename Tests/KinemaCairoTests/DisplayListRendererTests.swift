import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Pixel values of the renderer against values computed by hand: colours, fill rules,
/// group compositing, blur conservation, shadows, scale, bad input, serial == concurrent.
@MainActor
@Suite("Display-list renderer")
struct DisplayListRendererTests {
    func render(
        _ items: [DisplayItem], size: CGSize = CGSize(width: 40, height: 40),
        options: DisplayListRenderOptions = DisplayListRenderOptions()
    ) throws -> RGBAImage {
        try DisplayListRenderer().render(DisplayList(size: size, items: items), options: options)
    }

    @Test func solidFillCoversWholePixelsExactly() throws {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 1)
        let image = try render([
            fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), .color(color))
        ])
        // 0.2 * 255 = 51, 0.4 * 255 = 102, 0.6 * 255 = 153.
        #expect(image[15, 15] == .init(red: 51, green: 102, blue: 153))
        #expect(image[9, 15].alpha == 0)
        #expect(image[30, 15].alpha == 0)
        #expect(image[29, 29].alpha == 255)
    }

    @Test func imagePatternsTakeTheirOpacity() throws {
        let file = try makeTemporaryDirectory().appending(path: "tile.png")
        try RGBAImage(width: 4, height: 4, color: .init(red: 200, green: 40, blue: 40))
            .writePNG(to: file)
        let rect = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        for (opacity, alpha) in [(1.0, 255), (0.5, 128), (0, 0)] {
            var pattern = ImagePattern(
                path: file.path, sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 1)
            pattern.opacity = opacity
            let image = try render([fill(rect, .image(pattern))])
            // 255 * 0.5 = 127.5: Cairo rounds the premultiplied alpha to 128.
            let pixel = image[17, 23]
            #expect(abs(Int(pixel.alpha) - alpha) <= 1, "opacity \(opacity): \(pixel)")
            if alpha > 0 {
                #expect(abs(Int(pixel.red) - 200) <= 2 && abs(Int(pixel.green) - 40) <= 2)
            }
        }
    }

    @Test func extendedSRGBIsClampedForCairo() throws {
        let wide = Color(red: 1.4, green: -0.3, blue: 0.5)
        let image = try render([fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), .color(wide))]
        )
        #expect(image[20, 20] == .init(red: 255, green: 0, blue: 128))
    }

    @Test func evenOddLeavesTheInnerSquareEmptyWindingFillsIt() throws {
        var path = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let evenOdd = try render([fill(path, .color(.black), eoFill: true)])
        let winding = try render([fill(path, .color(.black))])
        #expect(evenOdd[20, 20].alpha == 0)
        #expect(evenOdd[5, 5].alpha == 255)
        #expect(winding[20, 20].alpha == 255)
    }

    @Test func opacityGroupCompositesOnce() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        let grouped = try render([
            .beginGroup(.opacity(0.5)), fill(square, .color(.black)), fill(square, .color(.black)),
            .endGroup,
        ])
        // One layer at half opacity: alpha 128 (Cairo rounds 127.5 up), not 191 (two layers).
        #expect(abs(Int(grouped[20, 20].alpha) - 128) <= 1)
        let zero = try render([.beginGroup(.opacity(0)), fill(square, .color(.black)), .endGroup])
        #expect(zero[20, 20].alpha == 0)
    }

    @Test func clipIntersectsAndEndsWithItsGroup() throws {
        let whole = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = try render([
            .beginGroup(
                .clip(
                    path: Path(CGRect(x: 0, y: 0, width: 20, height: 40)), eoFill: false,
                    transform: .identity)),
            fill(whole, .color(.red)), .endGroup,
            fill(Path(CGRect(x: 30, y: 0, width: 10, height: 10)), .color(.blue)),
        ])
        #expect(image[10, 20].alpha == 255)
        #expect(image[25, 20].alpha == 0)
        #expect(image[35, 5] == .init(red: 0, green: 122, blue: 255))
    }

    @Test(arguments: [1.0, 2.5, 6.0])
    func blurKeepsTheAlphaSumAndSpreads(radius: Double) throws {
        let size = CGSize(width: 80, height: 80)
        let square = fill(Path(CGRect(x: 30, y: 30, width: 20, height: 20)), .color(.black))
        let sharp = try render([square], size: size)
        let blurred = try render(
            [.beginGroup(.blur(radius: radius)), square, .endGroup], size: size)
        func alphaSum(_ image: RGBAImage) -> Double {
            var sum = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width { sum += Double(image[x, y].alpha) }
            }
            return sum
        }
        // A blur moves coverage but keeps its total (the content is far from the edges).
        expectClose(alphaSum(blurred), alphaSum(sharp), absolute: 0, relative: 0.01)
        // It spreads past the edge, and the centre keeps the separable closed form
        // 255 (2Φ(10/σ) - 1)^2, Φ(x) = (1 + erf(x/√2)) / 2, within the blur's 3 levels + 1.
        let outside = Int(30 - radius.rounded())
        #expect(blurred[outside, 40].alpha > 0)
        let centre = 255 * pow(erf(10 / radius / 2.0.squareRoot()), 2)
        expectClose(Double(blurred[40, 40].alpha), centre, absolute: 4)
    }

    @Test func aBlurTooSmallToShowDrawsItsContentDirectly() throws {
        // Translucent overlapping shapes with anti-aliased edges, on white.
        let content: [DisplayItem] = [
            fill(Circle().path(in: CGRect(x: 10.3, y: 12.6, width: 40, height: 40)), .color(.red)),
            fill(
                Path(CGRect(x: 30.5, y: 20.25, width: 35, height: 30)),
                .color(Color(red: 0, green: 0.3, blue: 1, opacity: 0.6))),
        ]
        let threshold = GaussianBlur.largestInvisibleRadius
        let (size, white) = (
            CGSize(width: 80, height: 80), DisplayListRenderOptions(background: .white)
        )
        func render(_ items: [DisplayItem]) throws -> RGBAImage {
            try self.render(items, size: size, options: white)
        }
        let direct = try render(content)
        let skipped = try render([.beginGroup(.blur(radius: threshold))] + content + [.endGroup])
        #expect(skipped == direct)
        // Just above, the offscreen surface is blurred and composited: the blur changes no
        // byte of it yet, so the frame differs from the direct drawing by compositing's
        // rounding at most (1 level).
        let blurred = try render(
            [.beginGroup(.blur(radius: threshold * 1.01))] + content + [.endGroup])
        let largest = zip(blurred.pixels, direct.pixels).map { abs(Int($0) - Int($1)) }.max()
        #expect(try #require(largest) <= 1)
    }

    @Test func blurNearTheCanvasEdgeBleedsInFromOutside() throws {
        // Content entirely outside the canvas blurs into it (the offscreen surface has margin).
        let image = try render([
            .beginGroup(.blur(radius: 4)),
            fill(Path(CGRect(x: 42, y: 0, width: 10, height: 40)), .color(.black)), .endGroup,
        ])
        #expect(image[39, 20].alpha > 20)
        #expect(image[30, 20].alpha == 0)
    }

    @Test func shadowLiesBeneathAtItsOffset() throws {
        let image = try render(
            [
                .beginGroup(
                    .shadow(color: .black, radius: 0, offset: CGSize(width: 10, height: 10))),
                fill(Path(CGRect(x: 5, y: 5, width: 20, height: 20)), .color(.white)), .endGroup,
            ], options: DisplayListRenderOptions(background: Color(red: 0, green: 1, blue: 0)))
        #expect(image[10, 10] == .init(red: 255, green: 255, blue: 255))  // content on top
        #expect(image[30, 30] == .init(red: 0, green: 0, blue: 0))  // shadow only
        #expect(image[2, 2] == .init(red: 0, green: 255, blue: 0))  // background
    }

    @Test func scaleMultipliesThePixelSize() throws {
        let list = DisplayList(
            size: CGSize(width: 10.5, height: 4),
            items: [fill(Path(CGRect(x: 2, y: 1, width: 2, height: 2)), .color(.black))])
        let image = try DisplayListRenderer().render(
            list, options: DisplayListRenderOptions(scale: 2))
        #expect(image.width == 21 && image.height == 8)
        #expect(image[4, 2].alpha == 255 && image[7, 5].alpha == 255 && image[8, 2].alpha == 0)
        let bad = DisplayListRenderOptions(scale: .nan)
        #expect(bad.effectiveScale == 1)
        #expect(throws: ImageFileError.self) {
            try DisplayListRenderer().render(
                DisplayList(size: CGSize(width: 20_000, height: 1), items: []),
                options: DisplayListRenderOptions(scale: 2))
        }
    }

    @Test func badInputDrawsNothingAndNeverCrashes() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        var nanPath = Path()
        nanPath.move(to: CGPoint(x: CGFloat.nan, y: 0))
        nanPath.addLine(to: CGPoint(x: 10, y: 10))
        let image = try render([
            .endGroup,  // unbalanced: ignored
            fill(square, .color(.black), transform: CGAffineTransform(scaleX: 0, y: 1)),
            fill(nanPath, .color(.black)),
            fill(square, .linearGradient(stops: [], start: .zero, end: CGPoint(x: 1, y: 1))),
            stroke(square, .color(.black), StrokeStyle(lineWidth: .nan, dash: [0, 0])),
            stroke(
                square, .color(.black),
                StrokeStyle(lineWidth: 2, miterLimit: .nan, dash: [-1, .nan])),
            .beginGroup(.blur(radius: .nan)), .beginGroup(.opacity(.nan)),  // left open
        ])
        // Only the solid stroke (the bad dash dropped) shows: the border, not the inside.
        #expect(image[0, 20].alpha == 255)
        #expect(image[20, 20].alpha == 0)
        let renderer = DisplayListRenderer()
        let missing = try #require(ImageItemFixture.missing)
        let list = DisplayList(
            size: CGSize(width: 8, height: 8), items: [.image(missing), .image(missing)])
        let blank = try renderer.render(list)
        #expect(blank[4, 4].alpha == 0)
        #expect(renderer.failedImagePaths == ["/nonexistent/kinema.png"])
    }

    @Test func concurrentRendersEqualSerialOnes() async throws {
        let items: [DisplayItem] = [
            .beginGroup(
                .shadow(
                    color: Color.black.opacity(0.4), radius: 3, offset: CGSize(width: 2, height: 3))
            ),
            fill(Circle().path(in: CGRect(x: 5, y: 5, width: 30, height: 30)), .color(.orange)),
            .endGroup, .beginGroup(.blur(radius: 2)),
            stroke(
                Path(CGRect(x: 8, y: 8, width: 24, height: 24)), .color(.blue),
                StrokeStyle(lineWidth: 3)),
            .endGroup,
        ]
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: items)
        let serial = try DisplayListRenderer().render(list)
        let images = try await withThrowingTaskGroup(of: RGBAImage.self) { group in
            for _ in 0..<8 { group.addTask { try DisplayListRenderer().render(list) } }
            var images: [RGBAImage] = []
            for try await image in group { images.append(image) }
            return images
        }
        #expect(images.allSatisfy { $0 == serial })
    }
}

/// Image items the tests need but cannot construct directly (`ImageItem` has no public
/// initializer): taken from a scene.
enum ImageItemFixture {
    /// An image item naming a file that does not exist.
    @MainActor static let missing: ImageItem? = {
        let timeline = SceneTimeline(size: CGSize(width: 8, height: 8), initialState: 0) { _ in
            Image(contentsOfFile: "/nonexistent/kinema.png").resizable().frame(width: 8, height: 8)
        }
        for item in timeline.frame(at: 0).items {
            if case .image(let image) = item { return image }
        }
        return nil
    }()
}
