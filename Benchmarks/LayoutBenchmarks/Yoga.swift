// Runs Benchmarks/yoga/yoga_bench.py and reads its JSON.
import Foundation

/// Yoga's figures for one tree.
struct YogaTree {
    let nodes: Int
    let coldNanoseconds: Double
    let warmNanoseconds: Double
    let checksum: Double
}

/// Yoga's figures, or the reason there are none.
enum YogaResult {
    case measured(version: String, row: YogaTree, nested: YogaTree)
    case unavailable(String)
}

/// Runs the Yoga script with `KINEMA_YOGA_PYTHON` (scripts/bench-layout.sh points it at
/// a virtual environment with `poga`), else `python3`.
func runYoga(runs: Int) -> YogaResult {
    let python = ProcessInfo.processInfo.environment["KINEMA_YOGA_PYTHON"] ?? "python3"
    let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("yoga/yoga_bench.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [python, script, "--runs", String(runs)]
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        return .unavailable("could not run \(python): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        return .unavailable("\(python) \(script) exited with \(process.terminationStatus)")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let trees = object["trees"] as? [String: Any],
        let row = tree(trees["row"]), let nested = tree(trees["nested"])
    else { return .unavailable("unreadable output from \(script)") }
    return .measured(
        version: object["yoga"] as? String ?? "Yoga", row: row, nested: nested)
}

private func tree(_ value: Any?) -> YogaTree? {
    guard let dictionary = value as? [String: Any],
        let nodes = dictionary["nodes"] as? Int,
        let cold = dictionary["cold_ns"] as? [Double],
        let warm = dictionary["warm_ns"] as? [Double],
        let checksum = dictionary["checksum"] as? Double
    else { return nil }
    return YogaTree(
        nodes: nodes, coldNanoseconds: median(cold), warmNanoseconds: median(warm),
        checksum: checksum)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}
