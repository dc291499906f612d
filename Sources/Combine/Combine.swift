// A module named Combine for Linux: a view file's `import Combine` line builds unchanged.
// It re-exports KinemaScene, whose publishers stand in for Combine's where view files and
// their models use them: `Timer.publish(every:on:in:)` with `autoconnect()`, `Just`,
// `PassthroughSubject`, `CurrentValueSubject`, `sink`, `assign(to:on:)`, `AnyCancellable`
// with `store(in:)`, `map`, `compactMap`, `filter`, `removeDuplicates`, `debounce`,
// `throttle`, `receive(on:)`, `eraseToAnyPublisher()`, and `ObservableObject` with
// `@Published`. Subjects deliver synchronously; timers and the stages that wait run on the
// scene clock of a `ViewHost` (see the Combine article of Kinema's documentation).
//
// On Apple platforms the real Combine is used instead.
#if os(Linux)
    @_exported import KinemaScene
#endif
