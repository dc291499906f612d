import SwiftUI

/// "12 days" in a capsule; a quiet "Start today" without a streak.
public struct StreakBadge: View {
    var days: Int

    /// A badge for a streak of `days` days.
    public init(days: Int) {
        self.days = days
    }

    /// The text in its capsule.
    public var body: some View {
        Text(days == 0 ? "Start today" : "\(days) day\(days == 1 ? "" : "s")")
            .font(.caption.weight(.semibold))
            .foregroundStyle(days == 0 ? Color.secondary : Color.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(days == 0 ? Color.gray.opacity(0.15) : Color.orange))
    }
}

struct StreakBadge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StreakBadge(days: 12)
                .previewDisplayName("Streak")
            StreakBadge(days: 0)
                .previewDisplayName("No streak")
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
