// A module named Combine for Linux: a view file's `import Combine` line builds unchanged.
// It gives Combine's names that view files and their models use, and nothing else (as
// Apple's SwiftUI, which re-exports Combine, gives them too): `Publisher`, `Publishers`,
// `Just`, `PassthroughSubject`, `CurrentValueSubject`, `AnyCancellable` with `store(in:)`,
// `sink`, `assign(to:on:)`, `map`, `compactMap`, `filter`, `removeDuplicates`, `debounce`,
// `throttle`, `receive(on:)`, `eraseToAnyPublisher()`, `ObservableObject` with
// `@Published`, and, as members of Foundation's types, `Timer.publish(every:on:in:)` with
// `autoconnect()`. KinemaScene declares them: subjects deliver synchronously; timers and
// the stages that wait run on the scene clock of a `ViewHost` (see the Combine article of
// Kinema's documentation).
//
// On Apple platforms the real Combine is used instead.
#if os(Linux)
    @_exported import class KinemaScene.AnyCancellable
    @_exported import struct KinemaScene.AnyPublisher
    @_exported import protocol KinemaScene.Cancellable
    @_exported import class KinemaScene.CurrentValueSubject
    @_exported import struct KinemaScene.ImmediateScheduler
    @_exported import struct KinemaScene.Just
    @_exported import protocol KinemaScene.ObservableObject
    @_exported import class KinemaScene.ObservableObjectPublisher
    @_exported import struct KinemaScene.Published
    @_exported import protocol KinemaScene.Publisher
    @_exported import enum KinemaScene.Publishers
    @_exported import class KinemaScene.PassthroughSubject
    @_exported import protocol KinemaScene.Scheduler
    @_exported import protocol KinemaScene.SchedulerTimeIntervalConvertible
    @_exported import protocol KinemaScene.Subject
    @_exported import enum KinemaScene.Subscribers
#endif
