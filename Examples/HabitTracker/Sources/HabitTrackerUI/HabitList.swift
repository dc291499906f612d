import SwiftUI

/// Today's habits, with how many are done.
public struct HabitList: View {
    @Environment(\.habits) private var habits

    /// The list of the environment's habits.
    public init() {}

    /// The title, the count and a row per habit.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Today")
                .font(.largeTitle.bold())
            Text("\(habits.count) habits")
                .font(.subheadline)
                .foregroundStyle(Color.secondary)
            ForEach(habits) { habit in
                HabitRow(habit: habit)
            }
            Spacer()
        }
        .padding()
        .background(Color(white: 0.96))
    }
}

#Preview("Today", traits: .modifier(SampleHabits())) {
    HabitList()
}

#Preview("Today, landscape", traits: .landscapeLeft, .modifier(SampleHabits())) {
    HabitList()
}
