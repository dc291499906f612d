import SwiftUI

/// Dots that bob on a sine wave whose phase animates.
struct WaveModifier: ViewModifier, Animatable {
    var phase: Double
    var index: Int

    nonisolated var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(y: 12 * sin((phase + Double(index) / 6) * 2 * .pi))
    }
}

struct WaveDots: View {
    var phase: Double

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<6, id: \.self) { index in
                Circle()
                    .fill(Color.teal)
                    .frame(width: 14, height: 14)
                    .modifier(WaveModifier(phase: phase, index: index))
            }
        }
    }
}
