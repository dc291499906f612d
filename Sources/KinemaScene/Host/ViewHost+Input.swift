import KinemaClock

extension ViewHost {
    /// Plays `inputs`, each at its scene time, as ``run(until:)`` reaches it (input at a
    /// time already passed runs at the next run, at the host's time then).
    public func play(_ inputs: [ScriptedInput]) {
        for input in inputs.sorted(by: { $0.time < $1.time }) {
            let time = input.time.isNaN ? clock.now : input.time
            clock.schedule(after: time - clock.now) { [weak self] in self?.perform(input) }
        }
    }

    /// A tap on the control labelled `label` at `time` (see ``play(_:)``).
    public func tap(_ label: String, at time: Double) {
        play([.tap(label, at: time)])
    }
}

extension ViewHost {
    /// Performs `input` on the control it names among those on screen now: the first in
    /// tree order, or the innermost of the controls inside it with the same name (a card
    /// with `onTapGesture` is labelled by the text of the button inside it too).
    internal func perform(_ input: ScriptedInput) {
        let controls = latest.controls
        let found: ControlTarget? =
            switch input.action {
            case .touch: nil
            default:
                switch input.target {
                case .label(let text):
                    innermost(of: controls.filter { $0.label == text }, identity: \.identity)
                case .identifier(let id):
                    innermost(
                        of: controls.filter { $0.accessibilityIdentifier == id },
                        identity: \.identity)
                }
            }
        if found == nil, let gesture = gestureTarget(input.target) {
            switch input.action {
            case .touch(let touch): play(touch, on: gesture, input: input)
            case .tap: play(ScriptedTouch(), on: gesture, input: input)
            default:
                note("\(input.target) is a gesture's view: it takes touches, not \(input.action)")
            }
            return
        }
        guard let target = found else {
            note("\(input.target) is not on screen at t = \(clock.now); input ignored")
            return
        }
        guard !target.isDisabled else {
            note("\(input.target) is disabled at t = \(clock.now); input ignored")
            return
        }
        clock.run {
            switch (input.action, target.action) {
            case (.tap, .slider):
                note("\(input.target) is a slider: tap does nothing (use setValue)")
            case (.tap, .text), (.type, .text), (.submit, .text), (.select, .picker):
                performTextOrSelection(input, on: target, among: controls)
            case (.tap, _):
                target.activate()
            case (.press, _):
                setPressed(true, identity: target.identity)
            case (.release, _):
                let wasPressed = latestPressed(target.identity)
                setPressed(false, identity: target.identity)
                if wasPressed { target.activate() }
            case (.toggle, .toggle(let isOn)):
                isOn.wrappedValue.toggle()
            case (.setValue(let value), .slider(let slider)):
                slider.set(value)
            case (.increment, .stepper(let increment, _)):
                increment()
            case (.decrement, .stepper(_, let decrement)):
                decrement()
            default:
                note("\(input.target) does not take \(input.action); input ignored")
            }
        }
    }
}
