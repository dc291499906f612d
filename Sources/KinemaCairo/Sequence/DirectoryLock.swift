import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock on a directory, so that two renders never write into it at
/// once: `flock(2)` on a `.kinema.lock` file inside it, which records the holder's process.
///
/// The kernel releases the lock when the holder closes it, exits or crashes (even by
/// SIGKILL), so a stale lock file never blocks a later run; the file itself stays.
///
/// ```swift
/// let lock = try DirectoryLock(directory: output)
/// defer { lock.release() }
/// ```
public final class DirectoryLock: Sendable {
    /// The lock file's name, `.kinema.lock`.
    public static let fileName = ".kinema.lock"

    private let descriptor: Int32

    /// Takes the lock on `directory`, which must exist, without waiting.
    ///
    /// - Throws: ``FrameSequenceError/directoryInUse(_:holder:)`` naming the directory and
    ///   the holding process when another holder has it;
    ///   ``FrameSequenceError/unwritableDirectory(_:)`` when the lock file cannot be created.
    public init(directory: URL) throws {
        let path = directory.appending(path: Self.fileName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FrameSequenceError.unwritableDirectory(
                "\(directory.path) (cannot create \(Self.fileName): "
                    + "\(FileErrorText.describe(errno: errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = Self.holder(descriptor)
            close(descriptor)
            throw FrameSequenceError.directoryInUse(directory.path, holder: holder)
        }
        let record = Array("pid \(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = record.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        self.descriptor = descriptor
    }

    /// Releases the lock (also done when the lock is deallocated or the process ends).
    public func release() { _ = flock(descriptor, LOCK_UN) }

    deinit { close(descriptor) }

    /// What the lock file says about its holder, such as `pid 1234`.
    private static func holder(_ descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 64, 0) }
        let text = String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "another process" : "process \(text.dropFirst(4))"
    }
}
