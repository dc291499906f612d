// The views tour's shapes-and-paths example (Kinema.docc), checked by numbers.
import Kinema
import KinemaTestSupport
import Testing

private struct Arc: InsettableShape {
    var start: Angle, end: Angle, inset = 0.0
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY),
                radius: rect.width / 2 - inset,
                startAngle: start - .degrees(90), endAngle: end - .degrees(90),
                clockwise: false)
        }
    }
    func inset(by amount: CGFloat) -> some InsettableShape {
        var a = self
        a.inset += amount
        return a
    }
}

@Suite("Tour: shapes and paths")
struct TourShapeTests {
    @Test func tour() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let arc = Arc(start: .zero, end: .degrees(90)).inset(by: 10).path(in: rect)
        // From 12 o'clock to 3 o'clock on a circle of radius 40.
        expectClose(arc.boundingRect.minX, 50, absolute: 1e-9)
        expectClose(arc.boundingRect.minY, 10, absolute: 1e-9)
        expectClose(arc.currentPoint!.x, 90, absolute: 1e-9)
        _ = Circle().trim(from: 0, to: 0.7).stroke(
            style: StrokeStyle(lineWidth: 4, lineCap: .round))
        _ = Arc(start: .zero, end: .degrees(90)).strokeBorder(.blue, lineWidth: 3)
        _ = Text("Badge").padding(6).background(.mint, in: .rect(cornerRadius: 8))
        let path = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.trimmedPath(from: 0.25, to: 0.5).description == "75 0 m 100 0 l 100 50 l")
        #expect(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
        let outline = path.strokedPath(StrokeStyle(lineWidth: 4, dash: [8, 4]))
        #expect(outline.contains(CGPoint(x: 4, y: 1)) && !outline.contains(CGPoint(x: 10, y: 1)))
    }
}
