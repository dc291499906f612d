// Shapes, layouts and geometry effects are nonisolated and `Sendable`, as SwiftUI declares
// them: their requirements are plain functions of their stored values.
import SwiftUI

struct Wave: Shape {
    var phase: Double
    var amplitude: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, amplitude) }
        set { (phase, amplitude) = (newValue.first, newValue.second) }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        for x in stride(from: rect.minX, through: rect.maxX, by: 4) {
            let y = rect.midY + amplitude * sin(phase + Double(x) / 20)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        return path
    }
}

struct Stagger: Layout {
    var step: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: step * CGFloat(subviews.count) + 20, height: 20)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + step * CGFloat(index), y: bounds.minY),
                proposal: .unspecified)
        }
    }
}

struct Skew: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
    }
}

func drawOffMain(_ wave: Wave) async -> Path {
    await Task.detached { wave.path(in: CGRect(x: 0, y: 0, width: 100, height: 40)) }.value
}
