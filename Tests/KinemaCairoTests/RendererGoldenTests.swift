import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import Testing

/// One golden image per primitive and effect of a display list, drawn by
/// `DisplayListRenderer` on 96x96 canvases (white unless the transparency matters).
/// References live in __Snapshots__/RendererGoldenTests/; record with
/// KINEMA_RECORD_SNAPSHOTS=1 and look at every one before committing it.
@MainActor
@Suite("Display-list renderer goldens")
struct RendererGoldenTests {
    static let canvas = CGSize(width: 96, height: 96)
    static let white = DisplayListRenderOptions(background: .white)

    /// Renders items on the 96x96 canvas.
    func render(_ items: [DisplayItem], options: DisplayListRenderOptions = white) throws
        -> RGBAImage
    {
        try DisplayListRenderer().render(
            DisplayList(size: Self.canvas, items: items), options: options)
    }

    @Test func rectangle() throws {
        let items = [fill(Path(CGRect(x: 18, y: 28, width: 60, height: 40)), .color(.red))]
        expectSnapshot(try render(items), named: "rect")
    }

    @Test func roundedRectangle() throws {
        let path = RoundedRectangle(cornerRadius: 16).path(
            in: CGRect(x: 13, y: 23, width: 70, height: 50))
        expectSnapshot(try render([fill(path, .color(.blue))]), named: "rounded-rect")
    }

    @Test func circleEllipseCapsule() throws {
        let items = [
            fill(Circle().path(in: CGRect(x: 8, y: 8, width: 36, height: 36)), .color(.green)),
            fill(Ellipse().path(in: CGRect(x: 50, y: 14, width: 40, height: 24)), .color(.orange)),
            fill(
                Capsule().path(in: CGRect(x: 12, y: 58, width: 72, height: 26)), .color(.purple)),
        ]
        expectSnapshot(try render(items), named: "circle-ellipse-capsule")
    }

    @Test func customPathWithArcsAndCurves() throws {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 80))
        path.addQuadCurve(to: CGPoint(x: 48, y: 80), control: CGPoint(x: 29, y: 20))
        path.addCurve(
            to: CGPoint(x: 86, y: 80), control1: CGPoint(x: 60, y: 30),
            control2: CGPoint(x: 80, y: 110))
        path.addArc(
            center: CGPoint(x: 48, y: 80), radius: 38, startAngle: .degrees(0),
            endAngle: .degrees(180), clockwise: true)
        path.closeSubpath()
        // Even-odd: a square hole inside a square.
        var holes = Path(CGRect(x: 62, y: 8, width: 28, height: 28))
        holes.addRect(CGRect(x: 70, y: 16, width: 12, height: 12))
        let items = [
            fill(path, .color(.teal)),
            fill(holes, .color(.indigo), eoFill: true),
            stroke(path, .color(.black), StrokeStyle(lineWidth: 1.5)),
        ]
        expectSnapshot(try render(items), named: "custom-path")
    }

    @Test func strokeStyles() throws {
        func zigzag(_ y: CGFloat) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: 14, y: y + 8))
            path.addLine(to: CGPoint(x: 36, y: y - 8))
            path.addLine(to: CGPoint(x: 58, y: y + 8))
            path.addLine(to: CGPoint(x: 80, y: y - 8))
            return path
        }
        let items = [
            stroke(zigzag(16), .color(.black), StrokeStyle(lineWidth: 6)),
            stroke(
                zigzag(40), .color(.blue),
                StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)),
            stroke(
                zigzag(62), .color(.red),
                StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel)),
            stroke(
                Path(CGRect(x: 10, y: 76, width: 76, height: 12)), .color(.green),
                StrokeStyle(lineWidth: 2, dash: [6, 3, 1, 3], dashPhase: 2)),
        ]
        expectSnapshot(try render(items), named: "stroke-styles")
    }

    @Test func linearGradient() throws {
        let stops = [
            Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .yellow, location: 0.5),
            Gradient.Stop(color: .blue, location: 1),
        ]
        let paint = Paint.linearGradient(
            stops: stops, start: CGPoint(x: 8, y: 8), end: CGPoint(x: 88, y: 88))
        let items = [fill(Path(CGRect(x: 8, y: 8, width: 80, height: 80)), paint)]
        expectSnapshot(try render(items), named: "linear-gradient")
    }

    @Test func radialGradient() throws {
        let stops = [
            Gradient.Stop(color: .white, location: 0), Gradient.Stop(color: .pink, location: 0.4),
            Gradient.Stop(color: Color.indigo.opacity(0), location: 1),
        ]
        let paint = Paint.radialGradient(
            stops: stops, center: CGPoint(x: 48, y: 48), startRadius: 6, endRadius: 44)
        let items = [fill(Path(CGRect(x: 0, y: 0, width: 96, height: 96)), paint)]
        expectSnapshot(
            try render(items, options: DisplayListRenderOptions()), named: "radial-gradient")
    }

    @Test func text() throws {
        let timeline = SceneTimeline(
            size: Self.canvas, initialState: 0, measurer: PangoTextMeasurer()
        ) { _ in
            VStack(alignment: .leading, spacing: 6) {
                Text("Kinema").font(.system(size: 17, weight: .bold))
                Text("wraps at the box width").font(.system(size: 11)).foregroundColor(.blue)
                    .frame(width: 80, alignment: .leading)
            }
        }
        let list = timeline.frame(at: 0)
        #expect(list.items.count { if case .text = $0 { true } else { false } } == 2)
        expectSnapshot(try DisplayListRenderer().render(list, options: Self.white), named: "text")
    }

    @Test func image() throws {
        let file = try makeTemporaryDirectory().appending(path: "checker.png")
        try PNGEncoder().write(Self.checkerboard(), to: file)
        let timeline = SceneTimeline(size: Self.canvas, initialState: 0) { _ in
            Image(contentsOfFile: file.path).resizable().frame(width: 64, height: 48)
        }
        let renderer = DisplayListRenderer()
        let image = try renderer.render(timeline.frame(at: 0), options: Self.white)
        #expect(renderer.failedImagePaths.isEmpty)
        expectSnapshot(image, named: "image")
    }

    @Test func opacityGroup() throws {
        // The overlap is as light as the rest: the group composites once.
        let items: [DisplayItem] = [
            .beginGroup(.opacity(0.5)),
            fill(Circle().path(in: CGRect(x: 10, y: 20, width: 50, height: 50)), .color(.red)),
            fill(Circle().path(in: CGRect(x: 36, y: 26, width: 50, height: 50)), .color(.blue)),
            .endGroup,
        ]
        expectSnapshot(try render(items), named: "opacity-group")
    }

    @Test func clip() throws {
        let stops = [
            Gradient.Stop(color: .orange, location: 0), Gradient.Stop(color: .purple, location: 1),
        ]
        let items: [DisplayItem] = [
            .beginGroup(
                .clip(
                    path: Circle().path(in: CGRect(x: 12, y: 12, width: 72, height: 72)),
                    eoFill: false, transform: .identity)),
            fill(
                Path(CGRect(x: 0, y: 0, width: 96, height: 96)),
                .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 96, y: 0))),
            stroke(
                Path(CGRect(x: 30, y: 30, width: 80, height: 80)), .color(.black),
                StrokeStyle(lineWidth: 4)),
            .endGroup,
        ]
        expectSnapshot(try render(items), named: "clip")
    }

    @Test func blur() throws {
        // Transparent background; the square touches the canvas edge and blurs across it.
        let items: [DisplayItem] = [
            .beginGroup(.blur(radius: 4)),
            fill(Path(CGRect(x: 24, y: 24, width: 48, height: 48)), .color(.blue)),
            fill(Path(CGRect(x: 80, y: 0, width: 30, height: 96)), .color(.red)),
            .endGroup,
        ]
        expectSnapshot(try render(items, options: DisplayListRenderOptions()), named: "blur")
    }

    @Test func shadow() throws {
        let items: [DisplayItem] = [
            .beginGroup(
                .shadow(
                    color: Color.black.opacity(0.5), radius: 4, offset: CGSize(width: 6, height: 8))
            ),
            fill(
                RoundedRectangle(cornerRadius: 10).path(
                    in: CGRect(x: 16, y: 14, width: 56, height: 56)), .color(.yellow)),
            .endGroup,
        ]
        expectSnapshot(try render(items), named: "shadow")
    }

    @Test func transforms() throws {
        let square = Path(CGRect(x: -12, y: -12, width: 24, height: 24))
        let rotation = CGAffineTransform(rotationAngle: .pi / 6).concatenating(
            CGAffineTransform(translationX: 26, y: 26))
        let scale = CGAffineTransform(scaleX: 1.5, y: 0.75).concatenating(
            CGAffineTransform(translationX: 70, y: 26))
        let offset = CGAffineTransform(translationX: 30, y: 68)
        let skew = CGAffineTransform(a: 1, b: 0.3, c: -0.4, d: 1, tx: 70, ty: 68)
        let items = [
            fill(square, .color(.red), transform: rotation),
            fill(square, .color(.green), transform: scale),
            fill(square, .color(.blue), transform: offset),
            stroke(square, .color(.black), StrokeStyle(lineWidth: 3), transform: skew),
        ]
        expectSnapshot(try render(items), named: "transforms")
    }

    @Test func scaleTwo() throws {
        let items = [
            fill(Circle().path(in: CGRect(x: 8, y: 8, width: 30, height: 30)), .color(.blue)),
            stroke(
                Path(CGRect(x: 4, y: 4, width: 40, height: 40)), .color(.black),
                StrokeStyle(lineWidth: 1)),
        ]
        let list = DisplayList(size: CGSize(width: 48, height: 48), items: items)
        let image = try DisplayListRenderer().render(
            list, options: DisplayListRenderOptions(scale: 2, background: .white))
        #expect(image.width == 96 && image.height == 96)
        expectSnapshot(image, named: "scale-2x")
    }

    /// An 8x8 image of 2x2-pixel squares in four colours, for the image golden.
    static func checkerboard() -> RGBAImage {
        var image = RGBAImage(width: 8, height: 8)
        let colors: [RGBAImage.Pixel] = [
            .init(red: 230, green: 60, blue: 50), .init(red: 40, green: 120, blue: 230),
            .init(red: 250, green: 210, blue: 40), .init(red: 30, green: 30, blue: 30, alpha: 128),
        ]
        for y in 0..<8 {
            for x in 0..<8 { image[x, y] = colors[(x / 2 + y / 2) % 4] }
        }
        return image
    }
}

/// A fill item.
@MainActor
func fill(
    _ path: Path, _ paint: Paint, eoFill: Bool = false, transform: CGAffineTransform = .identity
) -> DisplayItem {
    .fill(path: path, paint: paint, eoFill: eoFill, transform: transform)
}

/// A stroke item.
@MainActor
func stroke(
    _ path: Path, _ paint: Paint, _ style: StrokeStyle, transform: CGAffineTransform = .identity
) -> DisplayItem {
    .stroke(path: path, paint: paint, style: style, transform: transform)
}
