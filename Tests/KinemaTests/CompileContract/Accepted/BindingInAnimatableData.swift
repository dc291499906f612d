// A geometry effect and an animatable modifier that report their animated value through a
// `@Binding` from `animatableData`'s setter: SwiftUI accepts both (its `State` and `Binding`
// are nonisolated, and `GeometryEffect` removes the main actor from its conformers).
import SwiftUI

struct ShakeReporter: GeometryEffect {
    @Binding var progress: Double
    var travel: CGFloat

    var animatableData: CGFloat {
        get { travel }
        set {
            travel = newValue
            progress = Double(newValue)
        }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel, y: 0))
    }
}

struct CountingModifier: AnimatableModifier {
    @Binding var shown: Int
    var value: Double

    var animatableData: Double {
        get { value }
        set {
            value = newValue
            shown = Int(newValue.rounded())
        }
    }

    func body(content: Content) -> some View {
        content.overlay(Text("\(Int(value))"))
    }
}

struct Counter: View {
    @State private var progress = 0.0
    @State private var shown = 0
    @State private var on = false

    var body: some View {
        Rectangle()
            .modifier(ShakeReporter(progress: $progress, travel: on ? 40 : 0))
            .modifier(CountingModifier(shown: $shown, value: on ? 100 : 0))
            .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}
