// A module named Combine for Linux: a view file's `import Combine` line builds unchanged.
// It re-exports KinemaScene, whose publishers stand in for Combine's where view files use
// them: `Timer.publish(every:on:in:)` with `autoconnect()`, `Just`, `Cancellable`, and
// `ObservableObject` with `@Published`. Values are delivered through `onReceive(_:perform:)`
// on the scene clock of a `ViewHost`.
//
// On Apple platforms the real Combine is used instead.
#if os(Linux)
    @_exported import KinemaScene
#endif
