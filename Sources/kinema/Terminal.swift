import Foundation
import KinemaCairo

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
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
            let bar = String(repeating: "#", count: filled)
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

/// Sets a ``StopFlag`` on SIGINT (and SIGTERM) through dispatch sources, instead of the
/// default handlers that would kill the process mid-write.
final class InterruptHandler {
    let flag = StopFlag()
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            let flag = flag
            source.setEventHandler {
                flag.stop()
                printError("kinema: interrupted; finishing the frames being written")
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
