// A module named Combine for Linux: a view file's `import Combine` line builds unchanged.
// It gives Combine's names that view files and their models use, and nothing else (as
// Apple's SwiftUI, which re-exports Combine, gives them too): `Publisher`, `Publishers`,
// `Just`, `PassthroughSubject`, `CurrentValueSubject`, `AnyCancellable` with `store(in:)`,
// `sink`, `assign(to:on:)`, `map`, `compactMap`, `filter`, `removeDuplicates`, `debounce`,
// `throttle`, `receive(on:)`, `eraseToAnyPublisher()`, `ObservableObject` with
// `@Published`, and, as members of Foundation's types, `Timer.publish(every:on:in:)` with
// `autoconnect()`. KinemaCombine declares them: subjects deliver synchronously; timers and
// the stages that wait run on the scene clock of a `ViewHost` (see the Combine article of
// Kinema's documentation).
//
// On Apple platforms the real Combine is used instead.
#if os(Linux)
    @_exported import class KinemaCombine.AnyCancellable
    @_exported import struct KinemaCombine.AnyPublisher
    @_exported import protocol KinemaCombine.Cancellable
    @_exported import class KinemaCombine.CurrentValueSubject
    @_exported import struct KinemaCombine.ImmediateScheduler
    @_exported import struct KinemaCombine.Just
    @_exported import protocol KinemaCombine.ObservableObject
    @_exported import class KinemaCombine.ObservableObjectPublisher
    @_exported import struct KinemaCombine.Published
    @_exported import protocol KinemaCombine.Publisher
    @_exported import enum KinemaCombine.Publishers
    @_exported import class KinemaCombine.PassthroughSubject
    @_exported import protocol KinemaCombine.Scheduler
    @_exported import protocol KinemaCombine.SchedulerTimeIntervalConvertible
    @_exported import protocol KinemaCombine.Subject
    @_exported import enum KinemaCombine.Subscribers
#endif
