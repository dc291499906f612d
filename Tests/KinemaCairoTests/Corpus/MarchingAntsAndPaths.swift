import SwiftUI

struct MarchingAnts: View {
    @State private var phase: CGFloat = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [8, 6], dashPhase: phase))
            .foregroundColor(.blue)
            .frame(width: 160, height: 100)
            .onAppear {
                withAnimation(.linear.repeatForever(autoreverses: false)) {
                    phase -= 28
                }
            }
    }
}

struct HeartPath: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.width
        let height = rect.height
        path.move(to: CGPoint(x: width / 2, y: height))
        path.addCurve(
            to: CGPoint(x: 0, y: height / 4),
            control1: CGPoint(x: width / 2, y: height * 3 / 4),
            control2: CGPoint(x: 0, y: height / 2)
        )
        path.addArc(
            center: CGPoint(x: width / 4, y: height / 4),
            radius: width / 4,
            startAngle: .degrees(180),
            endAngle: .degrees(0),
            clockwise: false
        )
        path.addArc(
            center: CGPoint(x: width * 3 / 4, y: height / 4),
            radius: width / 4,
            startAngle: .degrees(180),
            endAngle: .degrees(0),
            clockwise: false
        )
        path.addCurve(
            to: CGPoint(x: width / 2, y: height),
            control1: CGPoint(x: width, y: height / 2),
            control2: CGPoint(x: width / 2, y: height * 3 / 4)
        )
        return path
    }
}

struct DrawingHeart: View {
    @State private var drawn: CGFloat = 0
    @State private var beat = false

    var body: some View {
        ZStack {
            HeartPath()
                .trim(from: 0, to: drawn)
                .stroke(
                    Color.pink, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
            HeartPath()
                .fill(Color.pink.opacity(drawn == 1 ? 0.3 : 0))
        }
        .frame(width: 100, height: 90)
        .scaleEffect(beat ? 1.1 : 1)
        .animation(.easeInOut(duration: 0.4).repeatCount(3, autoreverses: true), value: beat)
        .onAppear {
            withAnimation(.easeInOut(duration: 1.2)) {
                drawn = 1
            } completion: {
                beat = true
            }
        }
    }
}

struct WavyLine: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        let segments = 6
        let step = rect.width / CGFloat(segments)
        for index in 0..<segments {
            let x = rect.minX + step * CGFloat(index + 1)
            let control = CGPoint(
                x: x - step / 2,
                y: rect.midY + (index.isMultiple(of: 2) ? -1 : 1) * rect.height / 2 * progress
            )
            path.addQuadCurve(to: CGPoint(x: x, y: rect.midY), control: control)
        }
        return path
    }
}

#Preview {
    VStack(spacing: 30) {
        MarchingAnts()
        DrawingHeart()
        WavyLine(progress: 1).stroke(.orange, lineWidth: 3).frame(height: 40)
    }
    .padding()
}
