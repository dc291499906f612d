import SwiftUI

/// This week's days as dots, filled where the habit was done; today pulses.
public struct WeekStrip: View {
    var week: [Bool]
    var color: Color
    var today: Int
    @State private var pulsing = false

    /// The days of `week` in `color`, `today` (0 for Monday) pulsing.
    public init(week: [Bool], color: Color, today: Int) {
        self.week = week
        self.color = color
        self.today = today
    }

    /// A dot and a letter per day.
    public var body: some View {
        HStack(spacing: 10) {
            ForEach(Array(week.enumerated()), id: \.offset) { day, done in
                VStack(spacing: 4) {
                    Circle()
                        .fill(done ? color : color.opacity(0.15))
                        .frame(width: 22, height: 22)
                        .scaleEffect(day == today && pulsing ? 1.2 : 1)
                    Text(["M", "T", "W", "T", "F", "S", "S"][day % 7])
                        .font(.caption2)
                        .foregroundStyle(Color.secondary)
                }
            }
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true)) {
                pulsing = true
            }
        }
    }
}

#Preview("Week", traits: .sizeThatFitsLayout) {
    WeekStrip(week: Habit.reading.week, color: .orange, today: 5)
        .padding()
}
