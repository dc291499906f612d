import SwiftUI

/// A ring that grows and fades as its progress goes from 0 to 1 (AnimatableModifier).
struct PulseModifier: AnimatableModifier {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content
            .scaleEffect(1 + progress)
            .opacity(1 - progress)
    }
}

struct PulseRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle().stroke(Color.green, lineWidth: 4).frame(width: 40, height: 40)
                .modifier(PulseModifier(progress: progress))
            Circle().fill(Color.green).frame(width: 24, height: 24)
        }
    }
}
