import Foundation
import KinemaCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers only ever see the old file or the complete new one.
///
/// Kinema's own helper: the bytes go to a temporary file `.NAME.XXXXXX` created in the
/// destination's directory (so the rename stays on one file system), which is then renamed
/// over the destination with `rename(2)`. On any failure the temporary file is removed and
/// an existing destination is untouched. The data is not `fsync`ed: a crash of the process
/// cannot leave a partial file, a power loss might lose the newest files.
package enum AtomicFile {
    /// Writes `bytes` to `url` atomically, with permissions `0644`.
    ///
    /// - Throws: ``ImageFileError`` of kind `unwritable` naming the path and the system's
    ///   reason (a missing or read-only directory, a full disk, a directory in the way).
    package static func write(_ bytes: [UInt8], to url: URL) throws {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw failure(path, "cannot create a temporary file in \(directory)")
        }
        let temporaryPath = String(
            decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        do {
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = systemWrite(
                        descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw failure(path, "cannot write \(temporaryPath)")
                    }
                    offset += written
                }
            }
            guard fchmod(descriptor, 0o644) == 0 else {
                throw failure(path, "cannot set permissions of \(temporaryPath)")
            }
            closed = true
            guard close(descriptor) == 0 else {
                throw failure(path, "cannot close \(temporaryPath)")
            }
            guard rename(temporaryPath, path) == 0 else {
                throw failure(path, "cannot rename \(temporaryPath) to it")
            }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporaryPath)
            throw error
        }
    }

    private static func failure(_ path: String, _ action: String) -> ImageFileError {
        let cause = String(cString: strerror(errno))
        return ImageFileError(.unwritable, path: path, reason: "\(action): \(cause)")
    }
}

/// `write(2)`, named apart from ``AtomicFile/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
