import SwiftUI

struct FeedPost: Identifiable {
    let id: Int
    let author: String
    let body: String
}

@Observable
final class FeedViewModel {
    var posts: [FeedPost] = FeedViewModel.placeholders
    var isLoading = true

    static let placeholders = (0..<3).map {
        FeedPost(
            id: $0, author: "Placeholder name",
            body: "Placeholder text that spans a line or two of the card.")
    }

    @MainActor
    func load() async {
        try? await Task.sleep(for: .seconds(1.5))
        posts = [
            FeedPost(id: 10, author: "Maya", body: "Just shipped the new onboarding flow 🎉"),
            FeedPost(id: 11, author: "Leo", body: "Springs everywhere. No regrets."),
        ]
        withAnimation(.easeOut) {
            isLoading = false
        }
    }
}

struct FeedRow: View {
    let post: FeedPost

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color.gray.opacity(0.3))
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 6) {
                Text(post.author)
                    .font(.subheadline.bold())
                Text(post.body)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct SkeletonFeed: View {
    @State private var model = FeedViewModel()
    @State private var pulse = false

    var body: some View {
        VStack(spacing: 12) {
            ForEach(model.posts) { post in
                FeedRow(post: post)
                    .redacted(reason: model.isLoading ? .placeholder : [])
                    .opacity(model.isLoading ? (pulse ? 0.4 : 1) : 1)
            }
            Spacer()
        }
        .padding()
        .background(Color(.systemGroupedBackground))
        .onAppear {
            withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                pulse = true
            }
        }
        .task { await model.load() }
        .onChange(of: model.isLoading) {
            print("loading finished")
        }
    }
}

#Preview {
    SkeletonFeed()
}
