import SwiftUI

/// A card with a continuous-corner background, an elliptical glow, a divider and text.
struct ProfileBadge: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(
                    EllipticalGradient(
                        colors: [.yellow, .orange], center: .topLeading,
                        startRadiusFraction: 0, endRadiusFraction: 1)
                )
                .frame(width: 40, height: 40)
            Divider()
            VStack(alignment: .leading, spacing: 4) {
                Text("Ada").font(.headline)
                Text("Engineer").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(12)
        .frame(height: 70)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 6, y: 3)
        .padding(12)
    }
}
