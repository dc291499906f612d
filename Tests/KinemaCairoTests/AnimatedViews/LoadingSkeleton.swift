import SwiftUI

/// A loading placeholder row with a highlight sweeping across it.
struct LoadingSkeleton: View {
    @State private var phase: CGFloat = -1

    var body: some View {
        HStack(spacing: 12) {
            Circle().frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 4).frame(width: 120, height: 12)
                RoundedRectangle(cornerRadius: 4).frame(width: 80, height: 12)
            }
        }
        .foregroundColor(Color(white: 0.85))
        .overlay(
            LinearGradient(
                colors: [.clear, .white.opacity(0.8), .clear],
                startPoint: .leading, endPoint: .trailing
            )
            .frame(width: 60)
            .offset(x: phase * 120)
        )
        .clipped()
        .onAppear {
            withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
                phase = 1
            }
        }
    }
}
