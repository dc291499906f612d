/// A kind of haptic or sound feedback, as SwiftUI's `SensoryFeedback`.
///
/// Linux has no haptic engine: ``View/sensoryFeedback(_:trigger:)`` and its forms are
/// accepted so that iOS code compiles unchanged, and play nothing.
public struct SensoryFeedback: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case named(String)
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    private let kind: Kind

    /// The weight of an impact, as SwiftUI's `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Sendable {
        private let name: String
        /// A light impact.
        public static let light = Weight(name: "light")
        /// A medium impact.
        public static let medium = Weight(name: "medium")
        /// A heavy impact.
        public static let heavy = Weight(name: "heavy")
    }

    /// How much an impacting object bends, as SwiftUI's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Sendable {
        private let name: String
        /// A rigid object.
        public static let rigid = Flexibility(name: "rigid")
        /// A solid object.
        public static let solid = Flexibility(name: "solid")
        /// A soft object.
        public static let soft = Flexibility(name: "soft")
    }

    /// A task completed.
    public static let success = SensoryFeedback(kind: .named("success"))
    /// A task produced a warning.
    public static let warning = SensoryFeedback(kind: .named("warning"))
    /// A task failed.
    public static let error = SensoryFeedback(kind: .named("error"))
    /// The selection changed.
    public static let selection = SensoryFeedback(kind: .named("selection"))
    /// A value increased.
    public static let increase = SensoryFeedback(kind: .named("increase"))
    /// A value decreased.
    public static let decrease = SensoryFeedback(kind: .named("decrease"))
    /// An activity started.
    public static let start = SensoryFeedback(kind: .named("start"))
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .named("stop"))
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(kind: .named("alignment"))
    /// A value crossed a level.
    public static let levelChange = SensoryFeedback(kind: .named("levelChange"))
    /// A path was completed.
    public static let pathComplete = SensoryFeedback(kind: .named("pathComplete"))
    /// A medium impact at full intensity.
    public static let impact = SensoryFeedback(
        kind: .impact(weight: .medium, flexibility: nil, intensity: 1))

    /// An impact of a weight.
    /// - Parameters:
    ///   - weight: How heavy the impact is.
    ///   - intensity: Its strength, 0 to 1.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// An impact of an object of a flexibility.
    /// - Parameters:
    ///   - flexibility: How much the object bends.
    ///   - intensity: Its strength, 0 to 1.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes, as SwiftUI's `sensoryFeedback(_:trigger:)`:
    /// accepted, and silent on Linux (no haptics); the view is laid out and drawn as it is.
    /// - Parameters:
    ///   - feedback: The feedback.
    ///   - trigger: The value whose changes play it.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new
    /// values: accepted, and silent on Linux.
    /// - Parameters:
    ///   - feedback: The feedback.
    ///   - trigger: The value whose changes may play it.
    ///   - condition: Whether a change from the first value to the second plays it.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> Self { self }

    /// Plays the feedback `feedback` returns for a change of `trigger` (none for `nil`):
    /// accepted, and silent on Linux.
    /// - Parameters:
    ///   - trigger: The value whose changes may play feedback.
    ///   - feedback: The feedback for a change from the first value to the second.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
    ) -> Self { self }

    /// Plays the feedback `feedback` returns when `trigger` changes: accepted, and silent
    /// on Linux.
    /// - Parameters:
    ///   - trigger: The value whose changes may play feedback.
    ///   - feedback: The feedback to play, if any.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping () -> SensoryFeedback?
    ) -> Self { self }
}
