import SwiftUI

/// One habit: its ring, name, streak and check button.
public struct HabitRow: View {
    var habit: Habit
    @State private var isDone = false

    /// A row for `habit`.
    public init(habit: Habit) {
        self.habit = habit
    }

    /// The ring, the name over the streak, and the check button.
    public var body: some View {
        HStack(spacing: 12) {
            ProgressRing(progress: habit.progress, color: habit.color, lineWidth: 5)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(habit.name)
                    .font(.headline)
                    .accessibilityIdentifier("name")
                StreakBadge(days: habit.streak)
            }
            Spacer()
            CheckButton(isDone: $isDone, color: habit.color)
        }
        .padding(12)
        .background(
            RoundedRectangle(cornerRadius: 14)
                .fill(Color.white)
                .shadow(color: Color.black.opacity(0.08), radius: 6, y: 2)
        )
    }
}

#Preview("Row", traits: .fixedLayout(width: 360, height: 100)) {
    HabitRow(habit: .reading)
        .padding()
}

#Preview("Row, no streak", traits: .fixedLayout(width: 360, height: 100)) {
    HabitRow(habit: .water)
        .padding()
}
