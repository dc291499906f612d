import SwiftUI

/// A status card in the style of a widget: hierarchical foreground levels from a pair of
/// styles, a tinted capsule, a colour's standard gradient and a style at an opacity.
struct StatusCard: View {
    var progress: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Circle()
                    .fill(.orange.gradient)
                    .frame(width: 28, height: 28)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Deploy").font(.headline)
                    Text("main · 3 services").font(.caption).foregroundStyle(.secondary)
                }
                .layoutPriority(1)
                Spacer()
                Text("\(Int(progress * 100))%")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(.tint.opacity(0.2), in: Capsule())
                    .foregroundStyle(.tint)
                    .fixedSize()
            }
            ZStack(alignment: .leading) {
                Capsule().fill(.tertiary)
                Capsule()
                    .fill(.mint.gradient)
                    .frame(width: 216 * progress)
            }
            .frame(width: 216, height: 8)
            Text("Updated just now").font(.caption2).foregroundStyle(.quaternary)
        }
        .foregroundStyle(Color.indigo, Color.gray, Color.gray.opacity(0.35))
        .tint(.mint)
        .padding(12)
        .frame(width: 240)
        .background(.white, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.12), radius: 5, y: 2)
        .padding(10)
    }
}
