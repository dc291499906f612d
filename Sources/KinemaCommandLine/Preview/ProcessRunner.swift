import Foundation
import KinemaCairo
import KinemaCore

/// Runs the programs `kinema preview` and `kinema test` drive: SwiftPM and the package's
/// preview runner.
enum ProcessRunner {
    /// What a finished program left.
    struct Result {
        /// Its exit status, or 128 + the signal that ended it.
        var status: Int32
        /// Whether a signal ended it (a crash).
        var crashed: Bool
        /// Its standard output.
        var output: Data
        /// Its standard error, as text.
        var errorText: String
    }

    /// Runs `executable` to its end and returns what it printed.
    ///
    /// - Throws: ``RuntimeError`` naming the program when it cannot be started.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try start(process)
        // Standard error is read on another thread, so that neither pipe fills up.
        let errorData = Locked(Data())
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
            reading.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        let errorText = String(decoding: errorData.withLock { $0 }, as: UTF8.self)
        return Result(
            status: status(of: process), crashed: process.terminationReason == .uncaughtSignal,
            output: data, errorText: errorText)
    }

    /// Runs `executable` with its standard output and error merged, calling `line` with each
    /// line as it comes, and returns its status.
    ///
    /// - Throws: ``RuntimeError`` naming the program when it cannot be started.
    static func stream(
        _ executable: URL, _ arguments: [String], line: (String) -> Void
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try start(process)
        let handle = pipe.fileHandleForReading
        var buffer = Data()
        while case let chunk = handle.availableData, !chunk.isEmpty {
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                line(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...newline)
            }
        }
        if !buffer.isEmpty { line(String(decoding: buffer, as: UTF8.self)) }
        process.waitUntilExit()
        return Result(
            status: status(of: process), crashed: process.terminationReason == .uncaughtSignal,
            output: Data(), errorText: "")
    }

    /// The program `name` on the `PATH`, or `nil`.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(filePath: String(folder)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    private static func start(_ process: Process) throws {
        do {
            try process.run()
        } catch {
            throw RuntimeError(
                "cannot start \(process.executableURL?.path ?? "a program"): "
                    + FileErrorText.describe(error))
        }
    }

    private static func status(of process: Process) -> Int32 {
        process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }
}

/// Writes a line to standard output at once, unbuffered: progress shows as it happens in a
/// pipe or a log too (`print` buffers when the output is not a terminal).
func sayNow(_ text: String) {
    FileHandle.standardOutput.write(Data((named(text) + "\n").utf8))
}
