import Foundation

/// The gesture of `onLongPressGesture`: a long press whose action runs when it is
/// detected and whose pressing state follows the finger until it lifts.
internal struct LongPressActionGesture: Gesture, PrimitiveGesture {
    typealias Value = Void
    typealias Body = Never

    let press: LongPressGesture
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?

    @MainActor func recognizer(in space: GestureSpace) -> any GestureRecognizer<Void> {
        LongPressActionRecognizer(
            press: press.recognizer(in: space), action: action,
            onPressingChanged: onPressingChanged)
    }
}

/// Reports pressing `true` at touch down, runs the action when the press is detected,
/// and reports pressing `false` when the finger lifts (or moves too far first); it hears
/// the touch until the lift.
@MainActor
internal final class LongPressActionRecognizer: GestureRecognizer {
    private let press: any GestureRecognizer<Bool>
    private let action: () -> Void
    private let onPressingChanged: ((Bool) -> Void)?
    private var isDetected = false
    private var isPressingDelivered = false

    internal init(
        press: any GestureRecognizer<Bool>, action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)?
    ) {
        self.press = press
        self.action = action
        self.onPressingChanged = onPressingChanged
    }

    internal func handle(_ input: GestureInput) -> GestureUpdate<Void> {
        let update: GestureUpdate<Bool> =
            isDetected ? (input.event.phase == .ended ? .ended(true) : .none) : press.handle(input)
        switch update {
        case .none:
            return .none
        case .changed:
            setPressing(true, input)
            return .changed(())
        case .ended where !isDetected:
            setPressing(true, input)
            isDetected = true
            if input.delivers { action() }
            guard input.event.phase == .ended else { return .changed(()) }
            setPressing(false, input)
            return .ended(())
        case .ended:
            setPressing(false, input)
            return .ended(())
        case .failed:
            setPressing(false, input)
            return .failed
        }
    }

    internal var deadline: Double? { isDetected ? nil : press.deadline }

    internal func cancel(_ sink: GestureSink) {
        if isPressingDelivered {
            isPressingDelivered = false
            onPressingChanged?(false)
        }
    }

    /// Reports the pressing state when it changes (and the closures run).
    private func setPressing(_ isPressing: Bool, _ input: GestureInput) {
        guard input.delivers, isPressing != isPressingDelivered else { return }
        isPressingDelivered = isPressing
        onPressingChanged?(isPressing)
    }
}
