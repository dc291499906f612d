import SwiftUI

enum CorpusTab: String, CaseIterable, Identifiable {
    case home, search, favorites, profile

    var id: Self { self }

    var icon: String {
        switch self {
        case .home: return "house.fill"
        case .search: return "magnifyingglass"
        case .favorites: return "heart.fill"
        case .profile: return "person.crop.circle"
        }
    }

    var title: String { rawValue.capitalized }
}

struct AnimatedTabBar: View {
    @Binding var selectedTab: CorpusTab
    @Namespace private var animation

    var body: some View {
        HStack(spacing: 0) {
            ForEach(CorpusTab.allCases) { tab in
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                        selectedTab = tab
                    }
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: tab.icon)
                            .font(.system(size: 18, weight: .semibold))
                            .scaleEffect(selectedTab == tab ? 1.15 : 1.0)
                        if selectedTab == tab {
                            Text(tab.title)
                                .font(.caption2.bold())
                                .transition(.opacity.combined(with: .move(edge: .bottom)))
                        }
                    }
                    .foregroundStyle(selectedTab == tab ? .white : .gray)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 10)
                    .background {
                        if selectedTab == tab {
                            Capsule()
                                .fill(Color.brandPrimary.gradient)
                                .matchedGeometryEffect(id: "TAB", in: animation)
                        }
                    }
                }
                .buttonStyle(.plain)
            }
        }
        .padding(6)
        .background(.ultraThinMaterial, in: Capsule())
        .overlay {
            Capsule().strokeBorder(.white.opacity(0.3), lineWidth: 1)
        }
        .shadow(color: .black.opacity(0.15), radius: 10, x: 0, y: 5)
        .padding(.horizontal)
    }
}

struct TabBarDemo: View {
    @State private var selectedTab: CorpusTab = .home

    var body: some View {
        ZStack(alignment: .bottom) {
            Group {
                switch selectedTab {
                case .home: Color.blue.opacity(0.1)
                case .search: Color.green.opacity(0.1)
                case .favorites: Color.pink.opacity(0.1)
                case .profile: Color.orange.opacity(0.1)
                }
            }
            .ignoresSafeArea()

            AnimatedTabBar(selectedTab: $selectedTab)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                    selectedTab = .favorites
                }
            }
        }
    }
}

#Preview("Tab bar") {
    TabBarDemo()
}
