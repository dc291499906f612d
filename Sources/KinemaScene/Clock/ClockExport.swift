// The scene clock comes with the engine: a file that imports KinemaScene and waits with
// `Task.sleep(for:)` must wait on the clock of the host that runs it (KinemaClock's
// `sleep(for:)` is chosen over the standard library's only where KinemaClock is
// imported). Without this re-export such a file would compile and silently wait in
// wall-clock time instead.
@_exported import KinemaClock
