// Shape code written the way app code writes it (custom shapes with animatable data,
// `Path { p in ... }`, trims, strokes, `.rect(cornerRadius:)`, `.fill(.red)`): it must
// compile unchanged with `import Kinema` in place of `import SwiftUI`, and give the
// right numbers.
import Kinema
import KinemaTestSupport
import Testing

/// A ring segment measured clockwise from 12 o'clock, insettable for `strokeBorder`.
private struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool
    var insetAmount = 0.0

    func path(in rect: CGRect) -> Path {
        let rotationAdjustment = Angle.degrees(90)
        let modifiedStart = startAngle - rotationAdjustment
        let modifiedEnd = endAngle - rotationAdjustment
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
            startAngle: modifiedStart, endAngle: modifiedEnd, clockwise: !clockwise)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

/// A pie slice whose angles animate.
private struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.radians, endAngle.radians) }
        set {
            startAngle = .radians(newValue.first)
            endAngle = .radians(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        return Path { p in
            p.move(to: center)
            p.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: false)
            p.closeSubpath()
        }
    }
}

/// A sine wave whose phase animates.
private struct Wave: Shape {
    var phase: Double
    var amplitude: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY + sin(phase) * amplitude))
        for x in stride(from: 1, through: rect.width, by: 1) {
            let relative = x / rect.width
            let y = rect.midY + sin(relative * 2 * .pi + phase) * amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        return path
    }
}

/// A loading spinner and a badge as apps write them.
private struct Spinner: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 4)
                .opacity(0.3)
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(progress * 360))
            Arc(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
                .strokeBorder(.blue, lineWidth: 3)
            Text("Badge")
                .padding(6)
                .background(.mint, in: .rect(cornerRadius: 8))
                .clipShape(.capsule)
            RoundedRectangle(cornerRadius: 8)
                .fill(.red)
                .frame(width: 40, height: 20)
                .overlay(.teal, in: .rect(topLeadingRadius: 4, bottomTrailingRadius: 4))
            Rectangle().fill(.secondary).frame(height: 1)
            Capsule().fill(
                .linearGradient(
                    colors: [.indigo, .cyan], startPoint: .leading, endPoint: .trailing))
        }
        .foregroundStyle(.primary)
    }
}

@Suite("App shape code with import Kinema")
struct AppShapeCodeTests {
    private let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test func arcRunsClockwiseFromTwelveOClock() {
        let path = Arc(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
            .path(in: square)
        expectClose(path.boundingRect.minX, 50, absolute: 1e-9)
        expectClose(path.boundingRect.minY, 0, absolute: 1e-9)
        expectClose(path.currentPoint!.x, 100, absolute: 1e-9)
        expectClose(path.currentPoint!.y, 50, absolute: 1e-9)
        let inset = Arc(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
            .inset(by: 10).path(in: square)
        expectClose(inset.currentPoint!.x, 90, absolute: 1e-9)
    }

    @Test func pieSliceContainsItsWedgeOnly() {
        var slice = PieSlice(startAngle: .degrees(0), endAngle: .degrees(90))
        let path = slice.path(in: square)
        #expect(path.contains(CGPoint(x: 70, y: 70)))  // between 3 and 6 o'clock
        #expect(!path.contains(CGPoint(x: 30, y: 70)))
        slice.animatableData = AnimatablePair(Double.pi / 2, Double.pi)
        #expect(slice.path(in: square).contains(CGPoint(x: 30, y: 70)))
    }

    @Test func trimmedCircleIsSeventyPercentOfTheCircumference() {
        let circle = Circle().path(in: square)
        let trimmed = Circle().trim(from: 0, to: 0.7).path(in: square)
        expectClose(testLength(trimmed), 0.7 * testLength(circle), absolute: 1e-6 * 314)
        // 0.7 of a turn from 3 o'clock, with increasing angles: 252° on screen.
        let end = trimmed.currentPoint!
        expectClose(end.x, 50 + 50 * cos(252 * Double.pi / 180), absolute: 50 * 3e-4)
        expectClose(end.y, 50 + 50 * sin(252 * Double.pi / 180), absolute: 50 * 3e-4)
    }

    @Test func waveFollowsItsPhase() {
        var wave = Wave(phase: 0, amplitude: 10)
        wave.animatableData = .pi / 2
        let path = wave.path(in: CGRect(x: 0, y: 0, width: 200, height: 40))
        expectClose(path.boundingRect.minY, 10, absolute: 1e-2)
        expectClose(path.boundingRect.maxY, 30, absolute: 1e-2)
        expectClose(path.currentPoint!.y, 30, absolute: 1e-9)
    }

    @Test func styleAndShapeMembersAreSwiftUIs() {
        #expect(Circle().fill(.red).style == Color.red)
        #expect(Circle().stroke(.mint, lineWidth: 2).style == Color.mint)
        #expect(Circle().fill(.secondary).style == .secondary)
        #expect(Circle().fill(.primary).style == HierarchicalShapeStyle.primary)
        let rounded: RoundedRectangle = .rect(cornerRadius: 8)
        #expect(rounded.cornerSize == CGSize(width: 8, height: 8))
        #expect(
            Circle().strokeBorder(.blue, lineWidth: 3).shape.path(in: square).boundingRect.width
                == 97)
        _ = Spinner(progress: 0.25)
    }
}
