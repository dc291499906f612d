import SwiftUI

/// A photo-gallery style grid of swatches with captions.
struct GalleryGrid: View {
    let colors: [Color] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple,
    ]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 44), spacing: 6)], spacing: 6) {
            ForEach(0..<colors.count, id: \.self) { index in
                VStack(spacing: 2) {
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .fill(
                            LinearGradient(
                                colors: [colors[index].opacity(0.6), colors[index]],
                                startPoint: .top, endPoint: .bottom)
                        )
                        .frame(height: 44)
                    Text("#\(index + 1)")
                        .font(.system(size: 9))
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(8)
        .frame(width: 200)
    }
}
