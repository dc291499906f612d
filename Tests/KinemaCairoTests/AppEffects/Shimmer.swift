import SwiftUI

/// A loading placeholder with a light band sweeping across it.
struct Shimmer: ViewModifier {
    var phase: CGFloat

    func body(content: Content) -> some View {
        content
            .overlay {
                LinearGradient(
                    colors: [.clear, .white.opacity(0.8), .clear],
                    startPoint: .leading, endPoint: .trailing
                )
                .frame(width: 60)
                .offset(x: phase)
                .blendMode(.plusLighter)
            }
            .mask {
                RoundedRectangle(cornerRadius: 6)
            }
    }
}

extension View {
    func shimmer(phase: CGFloat) -> some View {
        modifier(Shimmer(phase: phase))
    }
}

struct SkeletonRow: View {
    var phase: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.85))
                .frame(width: 160, height: 14)
            RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.85))
                .frame(width: 110, height: 14)
        }
        .shimmer(phase: phase)
    }
}
