import SwiftUI

/// A loading placeholder with a light band sweeping across: a moving linear gradient.
struct ShimmerPlaceholder: View {
    var phase: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            RoundedRectangle(cornerRadius: 8)
                .fill(shimmer)
                .frame(width: 160, height: 18)
            RoundedRectangle(cornerRadius: 8)
                .fill(shimmer)
                .frame(width: 110, height: 18)
            Divider()
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(shimmer)
                .frame(width: 160, height: 60)
        }
        .padding(12)
        .frame(width: 190)
    }

    var shimmer: LinearGradient {
        LinearGradient(
            stops: [
                .init(color: Color.gray.opacity(0.25), location: 0),
                .init(color: Color.gray.opacity(0.08), location: 0.5),
                .init(color: Color.gray.opacity(0.25), location: 1),
            ],
            startPoint: UnitPoint(x: phase - 1, y: 0.5),
            endPoint: UnitPoint(x: phase, y: 0.5))
    }
}
