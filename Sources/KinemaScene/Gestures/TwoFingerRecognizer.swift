import Foundation
import KinemaCore

/// What two fingers did since they came down, measured one way (a pinch's scale or a
/// rotation's angle).
internal struct TwoFingerSample {
    /// The measure now (1 for an unscaled pinch, 0 radians for an unturned rotation).
    internal var measure: Double
    /// How fast the measure changes, per second: between the last two events at
    /// different times (zero at first).
    internal var velocity: Double
    /// Where the centre of the fingers came down, in the view's local space.
    internal var startLocation: CGPoint
    /// Where the centre of the fingers came down, as a unit point of the view.
    internal var startAnchor: UnitPoint
    /// The scene date of the event.
    internal var time: Date
}

/// Recognizes a two-finger gesture (a pinch or a rotation): recognized once its measure
/// moved at least `threshold` from `neutral`, then changed by every event until the lift.
@MainActor
internal final class TwoFingerRecognizer: GestureRecognizer {
    private let measure: @Sendable (TouchEvent) -> Double
    private let neutral: Double
    private let threshold: Double
    private let space: GestureSpace
    private var start = CGPoint.zero
    private var last: (time: Double, measure: Double) = (0, 0)
    private var velocity = 0.0
    private var isActive = false

    /// A recognizer of the value `measure` reads from each event.
    internal init(
        space: GestureSpace, neutral: Double, threshold: Double,
        measure: @escaping @Sendable (TouchEvent) -> Double
    ) {
        self.space = space
        self.neutral = neutral
        self.threshold = threshold.isNaN ? 0 : abs(threshold)
        self.measure = measure
    }

    internal func handle(_ input: GestureInput) -> GestureUpdate<TwoFingerSample> {
        let event = input.event
        let now = measure(event)
        switch event.phase {
        case .began:
            guard event.touchCount == 2 else { return .failed }
            start = event.location
            last = (event.time, now)
            isActive = threshold == 0
            return isActive ? .changed(sample(input)) : .none
        case .moved, .ended:
            let elapsed = event.time - last.time
            if elapsed > 0 { velocity = (now - last.measure) / elapsed }
            last = (event.time, now)
            if !isActive, abs(now - neutral) >= threshold { isActive = true }
            if event.phase == .ended { return isActive ? .ended(sample(input)) : .failed }
            return isActive ? .changed(sample(input)) : .none
        case .elapsed:
            return .none
        }
    }

    private func sample(_ input: GestureInput) -> TwoFingerSample {
        TwoFingerSample(
            measure: last.measure, velocity: velocity,
            startLocation: space.point(start, in: .local), startAnchor: space.unitPoint(start),
            time: input.date)
    }
}
