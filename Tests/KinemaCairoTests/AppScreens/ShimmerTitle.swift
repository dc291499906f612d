import SwiftUI

/// A title painted with a gradient through its glyphs only, and a light band sweeping
/// across it: both overlays blend source-atop, so nothing shows outside the letters.
struct ShimmerTitle: View {
    @State private var sweep = false

    var body: some View {
        VStack(spacing: 8) {
            Text("Kinema")
                .font(.system(size: 46, weight: .heavy))
                .overlay(
                    LinearGradient(
                        colors: [.pink, .purple, .blue],
                        startPoint: .leading,
                        endPoint: .trailing
                    )
                    .blendMode(.sourceAtop)
                )
                .overlay(
                    LinearGradient(
                        colors: [.clear, .white.opacity(0.85), .clear],
                        startPoint: .leading,
                        endPoint: .trailing
                    )
                    .frame(width: 60)
                    .offset(x: sweep ? 120 : -120)
                    .blendMode(.sourceAtop)
                )
            Text("SwiftUI on Linux")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .onAppear {
            withAnimation(.linear(duration: 1.6).repeatForever(autoreverses: false)) {
                sweep = true
            }
        }
    }
}
