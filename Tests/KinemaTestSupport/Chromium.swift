// Headless Chromium for the browser tests: Debian's `chromium` package, which
// scripts/setup.sh installs.
import Foundation

/// A headless Chromium that loads a page from disk and prints its DOM or a screenshot.
///
/// Every run starts a fresh browser with its own temporary profile, without the sandbox
/// (tests run as root in CI), GPU or scroll bars, with sRGB output and a fixed device
/// scale factor, and lets the page run (`--virtual-time-budget`) before the DOM or the
/// pixels are taken.
public struct Chromium: Sendable {
    /// The browser's executable.
    public var executable: URL

    /// The names looked up on `PATH`, in order.
    public static let names = ["chromium", "chromium-browser", "google-chrome"]

    /// The browser on `PATH`, or `nil`.
    public static let installed: Chromium? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for folder in path.split(separator: ":") {
                let url = URL(filePath: String(folder)).appending(path: name)
                if FileManager.default.isExecutableFile(atPath: url.path) {
                    return Chromium(executable: url)
                }
            }
        }
        return nil
    }()

    /// Whether the browser tests run: a browser is installed, or CI requires them
    /// (`CI=true`), where a missing browser must fail the tests rather than skip them.
    public static var testsRun: Bool {
        installed != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Why the browser tests were skipped.
    public static let skipReason =
        "headless Chromium not found on PATH (\(names.joined(separator: ", "))); "
        + "scripts/setup.sh installs Debian's chromium package"

    /// A browser failure: the arguments and what it printed.
    public struct Failure: Error, CustomStringConvertible {
        /// The message.
        public var description: String

        /// Creates a failure with a message.
        public init(description: String) { self.description = description }
    }

    /// The DOM of `page` after its scripts ran, as HTML text (`--dump-dom`).
    ///
    /// - Parameters:
    ///   - page: A file URL, with a fragment if wanted.
    ///   - width: The window's width in CSS pixels.
    ///   - height: The window's height in CSS pixels.
    public func dumpDOM(_ page: URL, width: Int = 1000, height: Int = 800) throws -> String {
        let output = try run([
            "--window-size=\(width),\(height)", "--dump-dom", page.absoluteString,
        ])
        return String(decoding: output, as: UTF8.self)
    }

    /// A PNG screenshot of `page` in a window of `width` x `height` CSS pixels at
    /// `scale` device pixels each (`--screenshot`), written to `file`.
    public func screenshot(
        _ page: URL, width: Int, height: Int, scale: Double = 1, to file: URL
    ) throws {
        try? FileManager.default.removeItem(at: file)
        _ = try run([
            "--window-size=\(width),\(height)", "--force-device-scale-factor=\(scale)",
            "--screenshot=\(file.path)", page.absoluteString,
        ])
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failure(description: "chromium wrote no screenshot of \(page.absoluteString)")
        }
    }

    /// Runs the browser headless with `arguments`, returning its standard output; more
    /// than 60 s is a failure.
    private func run(_ arguments: [String]) throws -> Data {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appending(
            path: "kinema-chromium-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        let outputURL = folder.appending(path: "stdout")
        let errorURL = folder.appending(path: "stderr")
        for url in [outputURL, errorURL] { _ = manager.createFile(atPath: url.path, contents: nil) }
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--no-first-run", "--no-default-browser-check", "--mute-audio",
                "--force-color-profile=srgb", "--allow-file-access-from-files",
                "--run-all-compositor-stages-before-draw", "--virtual-time-budget=3000",
                "--user-data-dir=\(folder.appending(path: "profile").path)",
            ] + arguments
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        if done.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "chromium took over 60 s: \(arguments)")
        }
        let output = (try? Data(contentsOf: outputURL)) ?? Data()
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
            throw Failure(
                description: "chromium exited with \(process.terminationStatus): \(arguments)\n"
                    + errors.suffix(2000))
        }
        return output
    }
}
