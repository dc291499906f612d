/// A recognizer that passes another's events on and transforms its updates: the
/// mechanism of `map`, `onChanged`, `onEnded` and `updating` (Kinema's own).
@MainActor
internal final class MappedRecognizer<Input, Value>: GestureRecognizer {
    private let base: any GestureRecognizer<Input>
    private let transform: (GestureUpdate<Input>, GestureInput) -> GestureUpdate<Value>
    private let cancelled: ((GestureSink) -> Void)?

    /// A recognizer of `base` whose updates `transform` turns into this one's; `cancelled`
    /// runs when the gesture is cancelled.
    internal init(
        _ base: any GestureRecognizer<Input>,
        cancelled: ((GestureSink) -> Void)? = nil,
        transform: @escaping (GestureUpdate<Input>, GestureInput) -> GestureUpdate<Value>
    ) {
        self.base = base
        self.transform = transform
        self.cancelled = cancelled
    }

    internal func handle(_ input: GestureInput) -> GestureUpdate<Value> {
        transform(base.handle(input), input)
    }

    internal var deadline: Double? { base.deadline }

    internal func cancel(_ sink: GestureSink) {
        base.cancel(sink)
        cancelled?(sink)
    }
}

extension GestureRecognizer {
    /// This recognizer with its values transformed by `transform`.
    internal func mapped<T>(_ transform: @escaping (Value) -> T)
        -> any GestureRecognizer<T>
    {
        MappedRecognizer(self) { update, _ in update.map(transform) }
    }
}
