import SwiftUI

/// An empty inbox: a navigation title, a toolbar button, and the empty state centred in
/// the space under the bar, with an emoji and a red call-to-action button whose label is
/// white.
struct InboxScreen: View {
    @State private var refreshes = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 14) {
                Text("📭")
                    .font(.system(size: 60))
                Text("No messages yet")
                    .font(.title2.bold())
                Text("When someone writes to you, it shows up here.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                HStack(spacing: 6) {
                    Text("🎉")
                    Text("Refreshed \(refreshes) times")
                        .font(.footnote)
                }
                Button("Tap Me") {
                    refreshes += 1
                }
                .padding(.horizontal, 28)
                .padding(.vertical, 12)
                .background(Color.red)
                .foregroundStyle(.white)
                .clipShape(Capsule())
            }
            .padding(.horizontal, 32)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Edit") {}
                }
            }
        }
    }
}

/// A settings row as a right-to-left language lays it out: the icon on the right, the
/// value on the left.
struct RightToLeftRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Text("🌙")
                .font(.title2)
            VStack(alignment: .leading, spacing: 2) {
                Text("Dark mode")
                    .font(.body)
                Text("Automatic")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Capsule()
                .fill(Color.green)
                .frame(width: 44, height: 26)
                .overlay(alignment: .trailing) {
                    Circle().fill(.white).padding(2)
                }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
        .padding()
        .environment(\.layoutDirection, .rightToLeft)
    }
}

/// The inbox in a right-to-left language: the title and the toolbar swap sides.
struct RightToLeftInbox: View {
    var body: some View {
        InboxScreen()
            .environment(\.layoutDirection, .rightToLeft)
    }
}
