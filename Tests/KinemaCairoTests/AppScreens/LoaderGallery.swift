import SwiftUI

/// A ring that grows out of the centre dot and thins to nothing as it fades: its stroke
/// width animates from 10 to 0.
struct OutlinePulseLoader: View {
    @State private var pulse = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(style: StrokeStyle(lineWidth: pulse ? 0 : 10))
                .foregroundStyle(.blue)
                .scaleEffect(pulse ? 1.3 : 0.4)
                .opacity(pulse ? 0.2 : 1)
            Circle()
                .fill(.blue)
                .frame(width: 12, height: 12)
        }
        .frame(width: 56, height: 56)
        .onAppear {
            withAnimation(.easeOut(duration: 1.2).repeatForever(autoreverses: false)) {
                pulse = true
            }
        }
    }
}

/// Marching dashes around a ring: the dash phase animates.
struct MarchingRingLoader: View {
    @State private var phase: CGFloat = 0

    var body: some View {
        Circle()
            .strokeBorder(
                Color.orange,
                style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [8, 9], dashPhase: phase)
            )
            .frame(width: 56, height: 56)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    phase = -34
                }
            }
    }
}

/// A border that breathes between hairline and bold.
struct BreathingBorderLoader: View {
    @State private var bold = false

    var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .strokeBorder(Color.pink, lineWidth: bold ? 12 : 1)
            .frame(width: 56, height: 56)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever()) {
                    bold = true
                }
            }
    }
}

struct LoaderGallery: View {
    var body: some View {
        VStack(spacing: 18) {
            Text("Loading ⏳")
                .font(.headline)
            HStack(spacing: 28) {
                OutlinePulseLoader()
                MarchingRingLoader()
                BreathingBorderLoader()
            }
        }
        .padding(24)
    }
}
