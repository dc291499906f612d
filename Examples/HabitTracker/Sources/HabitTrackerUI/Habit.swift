import SwiftUI

/// Something to do every day.
public struct Habit: Identifiable, Hashable, Sendable {
    /// The habit's name identifies it.
    public var id: String { name }
    /// What to do.
    public var name: String
    /// Its colour.
    public var color: Color
    /// Days done in a row, today included when done.
    public var streak: Int
    /// This week, Monday first.
    public var week: [Bool]

    /// A habit.
    public init(name: String, color: Color, streak: Int, week: [Bool]) {
        self.name = name
        self.color = color
        self.streak = streak
        self.week = week
    }

    /// The share of this week's days done.
    public var progress: Double {
        week.isEmpty ? 0 : Double(week.filter { $0 }.count) / Double(week.count)
    }
}

extension Habit {
    static let reading = Habit(
        name: "Read 20 pages", color: .orange, streak: 12,
        week: [true, true, false, true, true, true, false])
    static let running = Habit(
        name: "Run", color: .green, streak: 3, week: [false, true, false, true, false, true, false])
    static let water = Habit(
        name: "Drink water", color: .blue, streak: 0,
        week: [true, false, false, false, false, false, false])
}

/// Sample habits for previews, shared by every preview that asks for them.
struct SampleHabits: PreviewModifier {
    static func makeSharedContext() async throws -> [Habit] {
        [.reading, .running, .water]
    }

    func body(content: Content, context: [Habit]) -> some View {
        content.environment(\.habits, context)
    }
}

extension EnvironmentValues {
    /// The habits a screen shows.
    @Entry var habits: [Habit] = []
}
