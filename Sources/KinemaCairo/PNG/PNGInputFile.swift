import Foundation
import KinemaCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A PNG file opened for streaming: checked to be a regular file starting with the PNG
/// signature before anything else is read.
///
/// Opening never blocks (`O_NONBLOCK`, cleared once the file is known to be regular), so a
/// FIFO is refused instead of waiting for a writer; a device such as `/dev/zero` is refused
/// instead of read forever.
struct PNGInputFile {
    /// The stream libpng reads, positioned at the start of the file.
    let stream: UnsafeMutablePointer<FILE>
    private let path: String

    /// Opens and checks `path`.
    ///
    /// - Throws: ``ImageFileError`` of kind `unreadable` (cannot open, not a regular file)
    ///   or `corrupt` (no PNG signature), naming the path.
    init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.systemError(path, "cannot open it") }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = Self.systemError(path, "cannot read its status")
            close(descriptor)
            throw error
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            let reason =
                status.st_mode & S_IFMT == S_IFDIR
                ? "is a directory, not a PNG file"
                : "is not a regular file (a device, FIFO or socket), so it is not read"
            throw ImageFileError(.unreadable, path: path, reason: reason)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var signature = [UInt8](repeating: 0, count: 8)
        let count = signature.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 8, 0) }
        guard count == 8, signature == PNGFile.signature else {
            close(descriptor)
            throw PNGDecoder.corrupt(path, "it does not start with the PNG signature")
        }
        guard let stream = fdopen(descriptor, "rb") else {
            let error = Self.systemError(path, "cannot open it")
            close(descriptor)
            throw error
        }
        self.stream = stream
        self.path = path
    }

    /// Closes the file.
    func release() { fclose(stream) }

    /// The size in the IHDR chunk, which the PNG specification puts first (bytes 16..<24).
    func headerSize() throws -> PixelSize {
        var header = [UInt8](repeating: 0, count: 24)
        let count = header.withUnsafeMutableBytes {
            pread(fileno(stream), $0.baseAddress, 24, 0)
        }
        guard count == 24, Array(header[12..<16]) == Array("IHDR".utf8) else {
            throw PNGDecoder.corrupt(path, "it has no IHDR header chunk")
        }
        let width = (16..<20).reduce(0) { $0 << 8 | Int(header[$1]) }
        let height = (20..<24).reduce(0) { $0 << 8 | Int(header[$1]) }
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGDecoder.corrupt(path, "its header gives an invalid size \(width)x\(height)")
        }
        return PixelSize(width: width, height: height)
    }

    private static func systemError(_ path: String, _ action: String) -> ImageFileError {
        let cause = FileErrorText.describe(errno: errno)
        return ImageFileError(.unreadable, path: path, reason: "\(action): \(cause)")
    }
}
