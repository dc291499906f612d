import Foundation

/// A peer renderer replaying the display-list JSON in a Python process (a script in
/// `Benchmarks/EndToEndBenchmarks/peers/`; see `peer_timing.py` for what it prints).
struct PeerReplay {
    /// The name printed in the tables.
    var name: String
    /// The script's file name in `peers/`.
    var script: String
    /// The module the script needs, to tell whether the Python can run it.
    var module: String

    /// Per-frame timings of one run of the script.
    struct Run {
        var draw: FrameTimes
        var png: FrameTimes
        /// Drawing recorded pictures (Skia only).
        var picture: FrameTimes?
    }

    /// Whether `python` imports the peer's module.
    func isAvailable(python: String) -> Bool {
        (try? launch(python, ["-c", "import \(module)"], directory: nil)) != nil
    }

    /// Runs the script over `json` for `rounds` rounds with `clock`, its PNG files into
    /// `directory`; nil when the script fails.
    func run(python: String, json: URL, directory: URL, rounds: Int, clock: FrameClock) -> Run? {
        let script = "Benchmarks/EndToEndBenchmarks/peers/\(self.script)"
        guard
            let output = try? launch(
                python, [script, json.path, directory.path, String(rounds)] + clock.peerArguments,
                directory: directory),
            let object = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
            let draw = object["draw"] as? [Double], let png = object["png"] as? [Double]
        else { return nil }
        return Run(
            draw: FrameTimes(milliseconds: draw), png: FrameTimes(milliseconds: png),
            picture: (object["picture"] as? [Double]).map(FrameTimes.init))
    }

    /// Runs `python arguments`, returning its standard output, or throws when it fails.
    private func launch(_ python: String, _ arguments: [String], directory: URL?) throws -> Data {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [python] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        let log = directory?.appending(path: "stderr.txt")
        if let log {
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errors = log.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
            print(
                "  \(name) failed: \(errors.split(separator: "\n").suffix(3).joined(separator: " | "))"
            )
            throw CocoaError(.executableLoad)
        }
        return output
    }
}
