// A module named Combine for Linux: a view file's `import Combine` line builds unchanged.
// It gives Combine's names that view files use and nothing else (as Apple's SwiftUI, which
// re-exports Combine, gives them too): `Publisher`, `Publishers`, `Just`, `Cancellable`,
// `ObservableObject` with `ObservableObjectPublisher` and `@Published`, and, as members of
// Foundation's types, `Timer.publish(every:on:in:)` with `autoconnect()`. KinemaScene
// declares them, because `onReceive(_:perform:)` delivers their values on the scene clock
// of a `ViewHost`.
//
// On Apple platforms the real Combine is used instead.
#if os(Linux)
    @_exported import protocol KinemaScene.Cancellable
    @_exported import struct KinemaScene.Just
    @_exported import protocol KinemaScene.ObservableObject
    @_exported import class KinemaScene.ObservableObjectPublisher
    @_exported import struct KinemaScene.Published
    @_exported import protocol KinemaScene.Publisher
    @_exported import enum KinemaScene.Publishers
#endif
