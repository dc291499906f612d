import Foundation
import KinemaCore

/// The output of one run of the built `kinema` executable.
struct CommandOutput {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// The `kinema` executable: the one `KINEMA_EXECUTABLE` names (the test script's
/// ThreadSanitizer pass runs the normal build's, see scripts/test.sh), else the one next to
/// the test bundle (SwiftPM puts products and the test bundle in the same directory,
/// `.build/<configuration>`), else the package's `.build/debug` one.
let kinemaExecutable: URL = {
    if let named = ProcessInfo.processInfo.environment["KINEMA_EXECUTABLE"], !named.isEmpty {
        return URL(filePath: named)
    }
    let bundle = Bundle.main.bundleURL
    let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
        bundle.appending(path: "kinema"),
        bundle.deletingLastPathComponent().appending(path: "kinema"),
        packageRoot.appending(path: ".build/debug/kinema"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        ?? candidates.last!
}()

/// Runs `kinema` with `arguments` in `directory`, waiting for it to exit.
func runKinema(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil
) throws -> CommandOutput {
    let process = Process()
    process.executableURL = kinemaExecutable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes before waiting, so a full pipe cannot block the child.
    let errorData = Locked(Data())
    let reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) {
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        errorData.withLock { $0 = data }
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    reading.wait()
    process.waitUntilExit()
    return CommandOutput(
        status: process.terminationStatus,
        standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
}

/// A fresh, empty temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appending(path: "kinema-command-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
