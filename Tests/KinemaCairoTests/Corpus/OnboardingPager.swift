import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let image: String
    let title: String
    let subtitle: String
    let tint: Color
}

struct OnboardingView: View {
    @State private var currentPage = 0
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    private let pages: [OnboardingPage] = [
        OnboardingPage(
            image: "sparkles", title: "Welcome", subtitle: "Discover a new way to plan your day.",
            tint: .purple),
        OnboardingPage(
            image: "bell.badge", title: "Stay on track",
            subtitle: "Gentle reminders, right on time.", tint: .orange),
        OnboardingPage(
            image: "checkmark.seal.fill", title: "All set", subtitle: "Let's get started!",
            tint: .green),
    ]

    var body: some View {
        VStack {
            TabView(selection: $currentPage) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                    VStack(spacing: 20) {
                        Image(systemName: page.image)
                            .resizable()
                            .scaledToFit()
                            .frame(width: 100, height: 100)
                            .foregroundStyle(page.tint)
                            .symbolRenderingMode(.hierarchical)
                        Text(page.title)
                            .font(.largeTitle.weight(.heavy))
                        Text(page.subtitle)
                            .font(.body)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                            .padding(.horizontal, 40)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .animation(.easeInOut, value: currentPage)

            HStack(spacing: 8) {
                ForEach(0..<pages.count, id: \.self) { index in
                    Capsule()
                        .fill(index == currentPage ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: index == currentPage ? 24 : 8, height: 8)
                        .animation(.spring(), value: currentPage)
                }
            }
            .padding(.bottom, 20)

            Button(action: next) {
                Text(currentPage == pages.count - 1 ? "Get Started" : "Next")
                    .font(.headline)
                    .foregroundColor(.white)
                    .frame(maxWidth: .infinity)
                    .frame(height: 50)
                    .background(pages[currentPage].tint)
                    .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 30)
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            next()
        }
    }

    private func next() {
        if currentPage < pages.count - 1 {
            withAnimation { currentPage += 1 }
        } else {
            hasSeenOnboarding = true
        }
    }
}

#Preview {
    OnboardingView()
}
