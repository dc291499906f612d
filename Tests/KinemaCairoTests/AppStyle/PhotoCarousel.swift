import SwiftUI

// An iOS 17 carousel screen as app code writes it: cards a third of the scroll view
// wide with a peek margin, a frosted caption over each, a live session timer, and a
// remote thumbnail that stays on its placeholder off-line.

struct PhotoCarousel: View {
    @State private var selected = 0
    @State private var headerHeight: CGFloat = 0
    private let start = Date(timeIntervalSinceReferenceDate: 0)
    private let colors: [Color] = [.orange, .pink, .purple, .blue, .teal]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Session").font(.headline)
                Spacer()
                Text(start, style: .timer)
                    .monospacedDigit()
                    .contentTransition(.numericText())
            }
            .padding(.horizontal, 16)
            .onGeometryChange(for: CGFloat.self) {
                $0.size.height
            } action: {
                headerHeight = $0
            }

            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(colors.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(colors[index].gradient)
                            .overlay(alignment: .bottom) {
                                Text("Photo \(index + 1)")
                                    .font(.caption)
                                    .padding(6)
                                    .frame(maxWidth: .infinity)
                                    .background(.ultraThinMaterial)
                            }
                            .clipShape(.rect(cornerRadius: 12))
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
                            .frame(height: 90)
                            .scaleEffect(index == selected ? 1 : 0.92)
                            .sensoryFeedback(.selection, trigger: selected)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.viewAligned)

            HStack(spacing: 10) {
                AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Circle().fill(.gray.opacity(0.3))
                }
                .frame(width: 36, height: 36)
                Text("Header \(Int(headerHeight)) pt").font(.footnote).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)
        }
        .padding(.vertical, 12)
        .background(Color(.systemGroupedBackground))
        .onAppear {
            withAnimation(.snappy) { selected = 1 }
        }
    }
}
