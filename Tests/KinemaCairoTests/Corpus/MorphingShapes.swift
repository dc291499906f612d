import SwiftUI

struct Polygon: Shape {
    var sides: Double
    var cornerScale: CGFloat = 1

    var animatableData: AnimatablePair<Double, CGFloat> {
        get { AnimatablePair(sides, cornerScale) }
        set {
            sides = newValue.first
            cornerScale = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2 * cornerScale
        var path = Path()
        let extra: Int = sides != Double(Int(sides)) ? 1 : 0
        var vertices: [CGPoint] = []
        for i in 0..<Int(sides) + extra {
            let angle = (Double(i) * (360.0 / sides)) * .pi / 180 - .pi / 2
            vertices.append(
                CGPoint(
                    x: center.x + CGFloat(cos(angle)) * radius,
                    y: center.y + CGFloat(sin(angle)) * radius))
        }
        path.move(to: vertices[0])
        for vertex in vertices.dropFirst() {
            path.addLine(to: vertex)
        }
        path.closeSubpath()
        return path
    }
}

struct CountingText: AnimatableModifier {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(
            Text("\(Int(value))%")
                .font(.system(size: 22, weight: .bold, design: .rounded))
                .foregroundColor(.white)
        )
    }
}

struct MorphingShapesView: View {
    @State private var sides: Double = 3
    @State private var percent: Double = 0

    var body: some View {
        VStack(spacing: 20) {
            Polygon(sides: sides)
                .fill(
                    RadialGradient(
                        gradient: Gradient(colors: [.yellow, .orange, .red]),
                        center: .center,
                        startRadius: 5,
                        endRadius: 80
                    )
                )
                .frame(width: 150, height: 150)
                .modifier(CountingText(value: percent))
                .animation(.easeInOut(duration: 1.0), value: sides)

            Text("Sides: \(sides, specifier: "%.1f")")
                .font(.caption.monospacedDigit())
        }
        .onAppear {
            sides = 8
            withAnimation(.easeInOut(duration: 1.0)) {
                percent = 100
            }
        }
    }
}

#Preview {
    MorphingShapesView()
}
