import Foundation
import KinemaCairo
import KinemaGraphics
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTML report of the failing snapshots in an artifacts folder: `index.html` at its
/// top, listing every failure with the expected, actual and diff images side by side and
/// a slider overlay (the expected image under the actual one, split where you drag).
///
/// Each failure leaves `<name>.failure.json` beside its images (in the test file's
/// subfolder), and the report is rebuilt from the failure files present, so it lists the
/// failures of every test and every process that wrote into the folder. A snapshot that
/// matches again removes its files. Rebuilding holds a lock (a mutex for the tests of one
/// process, `flock` on `.report.lock` for other processes) and writes the page atomically,
/// so tests running in parallel never lose a failure or leave a partial page.
public struct SnapshotReport: Sendable {
    /// The artifacts folder (`KINEMA_SNAPSHOT_ARTIFACTS` or `kinema-snapshots` in the
    /// temporary directory), which holds one subfolder per test file.
    public var directory: URL

    /// The report page, `index.html` in ``directory``.
    public var url: URL { directory.appending(path: "index.html") }

    /// Creates the report of the artifacts folder `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// One failing snapshot, as its `.failure.json` records it.
    public struct Failure: Hashable, Sendable, Codable {
        /// The test file's name without extension (the subfolder).
        public var test: String
        /// The snapshot's name.
        public var name: String
        /// What went wrong, in words.
        public var message: String
        /// The reference's file name in the subfolder (a copy, `<name>.expected.png`).
        public var expected: String
        /// The actual image's file name.
        public var actual: String
        /// The diff image's file name, or `nil` when the sizes differ.
        public var diff: String?

        /// Creates a failure record.
        public init(
            test: String, name: String, message: String, expected: String, actual: String,
            diff: String?
        ) {
            (self.test, self.name, self.message) = (test, name, message)
            (self.expected, self.actual, self.diff) = (expected, actual, diff)
        }
    }

    /// Serializes rebuilding among the tests of this process (`flock` alone would too,
    /// but only per open file; the mutex says so plainly).
    private static let lock = Mutex(())

    /// Records `failure` (its images already written) and rebuilds the report.
    ///
    /// - Throws: `ImageFileError` when the record or the page cannot be written.
    public func record(_ failure: Failure) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(failure)
        try withLock {
            try AtomicFile.write(Array(data), to: recordURL(test: failure.test, name: failure.name))
            try rebuild()
        }
    }

    /// Removes the failure files of the snapshot `name` of `test`, which matches now, and
    /// rebuilds the report when there were any.
    public func clear(test: String, name: String) throws {
        let record = recordURL(test: test, name: name)
        guard FileManager.default.fileExists(atPath: record.path) else { return }
        try withLock {
            let folder = directory.appending(path: test)
            for suffix in ["expected.png", "actual.png", "diff.png", "failure.json"] {
                try? FileManager.default.removeItem(at: folder.appending(path: "\(name).\(suffix)"))
            }
            try rebuild()
        }
    }

    /// The failures recorded in the folder, by test, then name.
    public func failures() -> [Failure] {
        let manager = FileManager.default
        let tests = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        var failures: [Failure] = []
        for test in tests.sorted() {
            let folder = directory.appending(path: test)
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".failure.json") {
                guard let data = manager.contents(atPath: folder.appending(path: name).path),
                    let failure = try? JSONDecoder().decode(Failure.self, from: data)
                else { continue }
                failures.append(failure)
            }
        }
        return failures
    }

    private func recordURL(test: String, name: String) -> URL {
        directory.appending(path: test).appending(path: "\(name).failure.json")
    }

    /// Writes the page from the failure files present.
    private func rebuild() throws {
        try AtomicFile.write(Array(Self.page(failures()).utf8), to: url)
    }

    /// Runs `body` holding the process's mutex and the folder's `flock`.
    private func withLock<T>(_ body: () throws -> T) throws -> T {
        try Self.lock.withLock { _ in
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            let descriptor = open(
                directory.appending(path: ".report.lock").path, O_RDWR | O_CREAT, 0o644)
            guard descriptor >= 0 else {
                throw ImageFileError(
                    .unwritable, path: directory.path,
                    reason:
                        "cannot open the report's lock file: \(String(cString: strerror(errno)))")
            }
            defer { close(descriptor) }
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
            defer { flock(descriptor, LOCK_UN) }
            return try body()
        }
    }
}
