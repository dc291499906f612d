import SwiftUI

struct Wave: Shape {
    var strength: Double
    var frequency: Double
    var phase: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, strength) }
        set {
            phase = newValue.first
            strength = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let width = Double(rect.width)
        let height = Double(rect.height)
        let midHeight = height / 2
        let wavelength = width / frequency

        var p = Path()
        p.move(to: CGPoint(x: 0, y: midHeight))
        for x in stride(from: 0, through: width, by: 1) {
            let relativeX = x / wavelength
            let sine = sin(relativeX + phase)
            let y = strength * sine + midHeight
            p.addLine(to: CGPoint(x: x, y: y))
        }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

struct WaterLevelView: View {
    @State private var phase = 0.0
    @State private var level: CGFloat = 0.3

    var body: some View {
        ZStack {
            Wave(strength: 10, frequency: 30, phase: phase)
                .fill(Color.blue.opacity(0.5))
                .offset(y: (1 - level) * 100)
            Wave(strength: 15, frequency: 20, phase: phase + .pi)
                .fill(
                    LinearGradient(
                        colors: [Color.cyan, Color.blue],
                        startPoint: .top,
                        endPoint: .bottom
                    )
                )
                .offset(y: (1 - level) * 100 + 6)
        }
        .frame(width: 200, height: 200)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.blue, lineWidth: 3))
        .onAppear {
            withAnimation(Animation.linear(duration: 2).repeatForever(autoreverses: false)) {
                self.phase = .pi * 2
            }
            withAnimation(.easeInOut(duration: 1.2)) {
                level = 0.65
            }
        }
    }
}

struct SineWave: Shape {
    var amplitude: CGFloat
    var phase: CGFloat

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 0, y: rect.midY))
            for x in stride(from: 0, to: rect.width, by: 2) {
                let angle = (x / rect.width) * .pi * 4 + phase
                path.addLine(to: CGPoint(x: x, y: rect.midY + sin(angle) * amplitude))
            }
        }
    }
}

#Preview {
    VStack {
        WaterLevelView()
        SineWave(amplitude: 20, phase: 0)
            .stroke(Color.purple, lineWidth: 3)
            .frame(height: 80)
    }
}
