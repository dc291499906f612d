import SwiftUI

struct ScrollOffsetPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct CollapsingHeaderView: View {
    @State private var offset: CGFloat = 0
    @State private var items = Array(1...20)

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { geo in
                        Color.clear
                            .preference(
                                key: ScrollOffsetPreferenceKey.self,
                                value: geo.frame(in: .named("scroll")).minY
                            )
                    }
                    .frame(height: 0)

                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                        .frame(height: max(80, 160 + offset))
                        .overlay(alignment: .bottomLeading) {
                            Text("Inbox")
                                .font(.system(size: offset < -40 ? 22 : 34, weight: .bold))
                                .foregroundStyle(.white)
                                .padding()
                        }

                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(items, id: \.self) { item in
                            HStack {
                                Circle().fill(.gray.opacity(0.3)).frame(width: 36, height: 36)
                                Text("Message \(item)")
                                Spacer()
                                Text("9:4\(item % 10)")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            .padding(.horizontal)
                            .padding(.vertical, 8)
                            .id(item)
                            Divider().padding(.leading, 60)
                        }
                    }
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetPreferenceKey.self) { value in
                offset = value
            }
            .overlay(alignment: .bottomTrailing) {
                Button {
                    withAnimation(.easeInOut) {
                        proxy.scrollTo(1, anchor: .top)
                    }
                } label: {
                    Image(systemName: "arrow.up")
                        .padding()
                        .background(.thinMaterial, in: Circle())
                }
                .padding()
            }
        }
    }
}

#Preview {
    CollapsingHeaderView()
}
