import Foundation
import KinemaCairo

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((named(message) + "\n").utf8))
}

/// Writes a line to standard output.
func say(_ text: String) {
    print(named(text))
}

/// The name the user typed for the command: the executable's file name (`kinema`, or a
/// package's own executable built with ``KinemaCommand``, such as `my-scenes`).
let commandName: String =
    CommandLine.arguments.first.map { URL(filePath: $0).lastPathComponent } ?? "kinema"

/// `text` with the command's own name where it names the command as `kinema`.
func named(_ text: String) -> String {
    guard commandName != "kinema", !commandName.isEmpty else { return text }
    return text.replacingOccurrences(of: "kinema ", with: commandName + " ")
        .replacingOccurrences(of: "kinema:", with: commandName + ":")
}

/// Reports render progress: a redrawn bar on a terminal, plain lines (about every 10%)
/// otherwise, so logs stay readable.
struct ProgressPrinter: Sendable {
    let isTerminal = isatty(STDOUT_FILENO) != 0

    func report(_ progress: FrameProgress) {
        let percent = Int(progress.fractionCompleted * 100)
        let done = progress.completedCount
        let total = progress.totalCount
        if isTerminal {
            let width = 30
            let filled = Int(progress.fractionCompleted * Double(width))
            let bar =
                String(repeating: "#", count: filled)
                + String(repeating: "-", count: width - filled)
            let line = "\r[\(bar)] \(done)/\(total) frames \(percent)%"
            FileHandle.standardOutput.write(Data(line.utf8))
            if done == total { FileHandle.standardOutput.write(Data("\n".utf8)) }
        } else {
            let step = max(1, total / 10)
            if done % step == 0 || done == total {
                let line = "frames \(done)/\(total) (\(percent)%)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
        }
    }
}

/// Turns SIGINT and SIGTERM into a ``StopFlag`` during renders, and into an exit with
/// status 130 otherwise.
///
/// A plain `sigaction` handler: it only stores to atomics and calls `write(2)` or `_exit(2)`,
/// which are async-signal-safe. (A `DispatchSource` signal source was tried first: with
/// the toolchain's libdispatch on Linux its handler never ran while the main thread sat in
/// the async main's drain loop, so the render went on.)
enum InterruptHandler {
    /// Installs the handler for SIGINT and SIGTERM.
    static func install() {
        // Touch the globals first: lazy initialization is not async-signal-safe.
        _ = interruptFlag.isStopped
        _ = renderingStarted.isStopped
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { _ in
                guard renderingStarted.isStopped else { _exit(130) }
                interruptFlag.stop()
                let message = "kinema: interrupted; finishing the frames being written\n"
                message.utf8CString.withUnsafeBufferPointer {
                    _ = write(STDERR_FILENO, $0.baseAddress, $0.count - 1)
                }
            }
        }
    }

    /// The flag a render passes to its ``FrameSequence``.
    static var flag: StopFlag { interruptFlag }

    /// From now on, a signal stops the render gracefully instead of exiting at once.
    static func beginRendering() { renderingStarted.stop() }
}

/// Set by the signal handler during a render. A constant reference to an atomic, not
/// mutable global state.
private let interruptFlag = StopFlag()

/// Whether a render has begun (a ``StopFlag`` used as a one-way switch).
private let renderingStarted = StopFlag()
