import Foundation
import KinemaCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for a running `ffmpeg` while reading its error output, and stops it when asked.
enum FFmpegOutput {
    /// Reads `pipe` to its end on another thread while polling `stopFlag` every 20 ms; when
    /// the flag is set, sends `ffmpeg` SIGTERM (then SIGKILL after 2 s). Returns once the
    /// process has exited, with its error output.
    static func collect(from pipe: Pipe, of process: Process, stopFlag: StopFlag?) -> String {
        let output = Locked(Data())
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            output.withLock { $0 = data }
        }
        var signalled: ContinuousClock.Instant?
        while process.isRunning {
            if stopFlag?.isStopped == true {
                if let since = signalled {
                    if ContinuousClock.now - since > .seconds(2) {
                        kill(process.processIdentifier, SIGKILL)
                    }
                } else {
                    process.terminate()
                    signalled = .now
                }
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        // A child ffmpeg left behind may hold the pipe open: do not wait for it forever.
        _ = reading.wait(timeout: .now() + 2)
        return String(decoding: output.withLock { $0 }, as: UTF8.self)
    }
}
