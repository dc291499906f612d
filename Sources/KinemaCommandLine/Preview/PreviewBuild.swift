import Foundation
import KinemaCairo

/// Builds a preview wrapper with SwiftPM, showing its progress, and reports the compiler's
/// errors at the user's files.
enum PreviewBuild {
    /// The build failed: the compiler's errors, each with the lines that explain it, at the
    /// user's paths.
    struct Failure: Error, CustomStringConvertible {
        var errors: [String]
        var status: Int32

        var description: String {
            guard let first = errors.first else {
                return "the package does not build (swift build exited with status \(status))"
            }
            return "the package does not build: \(first.split(separator: "\n").first ?? "")"
        }
    }

    /// SwiftPM's build folder for `wrapper`: `--scratch-path` (from the current folder), else
    /// the wrapper's own `.build`.
    ///
    /// - Throws: ``UsageError`` for an empty `--scratch-path`.
    static func scratchPath(_ parsed: ParsedArguments, wrapper: PreviewWrapper, command: String)
        throws -> URL
    {
        guard let path = try parsed.nonEmpty("--scratch-path", command: command, what: "a folder")
        else {
            return wrapper.folder.appending(path: ".build", directoryHint: .isDirectory)
        }
        return URL(filePath: path, directoryHint: .isDirectory).standardizedFileURL
    }

    /// Runs `swift build` (or `swift test` when `subcommand` says so) on the wrapper with
    /// `arguments`; prints progress (a redrawn line on a terminal, a line per tenth of the
    /// steps otherwise) and, when `verbose`, every other line of output.
    ///
    /// - Throws: ``Failure`` with the errors when it fails.
    static func run(
        _ wrapper: PreviewWrapper, swift: URL, subcommand: String = "build",
        arguments: [String] = [], verbose: Bool = false
    ) throws {
        let isTerminal = isatty(STDOUT_FILENO) != 0
        var output = Output()
        var lastTenth = -1
        let result = try ProcessRunner.stream(
            swift, [subcommand, "--package-path", wrapper.folder.path] + arguments
        ) { raw in
            let line = wrapper.userPath(raw)
            guard let progress = output.consume(line) else {
                guard verbose else { return }
                // Over the progress line, on a terminal.
                if isTerminal { FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8)) }
                sayNow(line)
                return
            }
            if isTerminal {
                let text = "building [\(progress.done)/\(progress.total)] \(progress.step)"
                FileHandle.standardOutput.write(Data(("\r\u{1B}[K" + text.prefix(100)).utf8))
            } else {
                let tenth = progress.done * 10 / max(progress.total, 1)
                if tenth != lastTenth {
                    lastTenth = tenth
                    sayNow("  building [\(progress.done)/\(progress.total)] \(progress.step)")
                }
            }
        }
        output.finish()
        if isTerminal { FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8)) }
        guard result.status == 0 else {
            throw Failure(errors: output.errors, status: result.status)
        }
    }

    /// What SwiftPM's output says, line by line: progress, and the compiler's errors with the
    /// lines under each (the source shown, notes), once each.
    struct Output {
        /// The errors so far, each with its lines.
        private(set) var errors: [String] = []
        private var collecting: [String]?

        /// Reads one line; returns the progress it reports, if it is a progress line.
        mutating func consume(_ line: String) -> (done: Int, total: Int, step: String)? {
            if line.contains(": error: ") {
                finish()
                collecting = [line]
                return nil
            }
            if collecting != nil {
                let isDetail =
                    line.hasPrefix(" ") || line.hasPrefix("\t") || line.hasPrefix("`-")
                    || line.contains(": note: ")
                    || (line.first?.isNumber == true && line.contains("|"))
                if isDetail {
                    collecting?.append(line)
                    return nil
                }
                finish()
            }
            return PreviewBuild.progress(line)
        }

        /// Ends the error being read, keeping it unless it was seen already (SwiftPM repeats
        /// a file's errors for each of its compile jobs).
        mutating func finish() {
            if let block = collecting?.joined(separator: "\n"), !errors.contains(block) {
                errors.append(block)
            }
            collecting = nil
        }
    }

    /// `[12/340] Compiling HabitTrackerUI Badge.swift` as its numbers and step.
    static func progress(_ line: String) -> (done: Int, total: Int, step: String)? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let numbers = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        guard numbers.count == 2, let done = Int(numbers[0]), let total = Int(numbers[1]) else {
            return nil
        }
        let step = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
        return (done, total, step)
    }
}
