import SwiftUI

/// A feed that shows skeleton rows while it loads, as apps write it with
/// `redacted(reason:)`: the rows' text drawn as placeholder bars, the header unredacted.
struct LoadingFeed: View {
    @State private var isLoading = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Latest")
                .font(.title2.bold())
                .unredacted()
            ForEach(0..<3) { index in
                HStack(spacing: 12) {
                    Circle().fill(Color.gray.opacity(0.3)).frame(width: 44, height: 44)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Someone posted a photo")
                            .font(.headline)
                        Text("2 hours ago · 12 likes")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            Spacer()
        }
        .padding()
        .redacted(reason: isLoading ? .placeholder : [])
        .task {
            try? await Task.sleep(for: .seconds(1))
            isLoading = false
        }
    }
}
