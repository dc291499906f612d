import SwiftUI

struct ScrollCardItem: Identifiable, Hashable {
    let id: Int
    let color: Color
    var title: String { "Card \(id + 1)" }
}

struct ScrollTransitionCards: View {
    private let items = (0..<8).map {
        ScrollCardItem(
            id: $0, color: [.red, .orange, .yellow, .green, .mint, .teal, .blue, .purple][$0])
    }
    @State private var scrolledID: Int?

    var body: some View {
        VStack {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 16) {
                    ForEach(items) { item in
                        RoundedRectangle(cornerRadius: 24)
                            .fill(item.color.gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text(item.title)
                                    .font(.title.bold())
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.5)
                                    .scaleEffect(y: phase.isIdentity ? 1 : 0.8)
                                    .rotationEffect(.degrees(phase.value * 5))
                            }
                            .id(item.id)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 32, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $scrolledID)
            .frame(height: 220)

            Text("Showing \(scrolledID.map { "card \($0 + 1)" } ?? "none")")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

struct ParallaxList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<12, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(hue: Double(index) / 12, saturation: 0.6, brightness: 0.9))
                        .frame(height: 60)
                        .visualEffect { content, proxy in
                            let frame = proxy.frame(in: .scrollView(axis: .vertical))
                            return
                                content
                                .hueRotation(.degrees(frame.origin.y / 8))
                                .offset(x: frame.minY < 0 ? -frame.minY / 4 : 0)
                        }
                        .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0)
                                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                                .blur(radius: phase.isIdentity ? 0 : 10)
                        }
                }
            }
            .padding()
        }
    }
}

#Preview {
    ScrollTransitionCards()
}
