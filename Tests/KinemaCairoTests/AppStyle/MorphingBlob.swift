import SwiftUI

/// A blob whose outline morphs between two wobbles: a Shape with animatable data.
struct Blob: Shape {
    var wobble: Double

    var animatableData: Double {
        get { wobble }
        set { wobble = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2 * 0.8
        var path = Path()
        let steps = 72
        for step in 0...steps {
            let a = Double(step) / Double(steps) * 2 * .pi
            let r = radius * (1 + 0.12 * sin(5 * a + wobble) + 0.06 * cos(3 * a - 2 * wobble))
            let point = CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
            if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct MorphingBlob: View {
    var phase: Double

    var body: some View {
        Blob(wobble: phase)
            .fill(.ellipticalGradient(colors: [.pink, .purple], endRadiusFraction: 0.6))
            .frame(width: 120, height: 120)
    }
}
