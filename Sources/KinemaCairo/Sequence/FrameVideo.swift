import Foundation

/// Turns a written frame sequence into an MP4 video or an animated GIF with `ffmpeg`.
///
/// Kinema's own helper. `ffmpeg` (Debian's package) is looked up on `PATH`; where it is
/// missing, ``check(output:environment:)`` throws ``FrameSequenceError/ffmpegMissing(output:)``
/// so a caller can refuse before rendering anything. `ffmpeg` writes to a temporary sibling
/// of the output, renamed over it only when `ffmpeg` succeeded: an existing file is never
/// left half-written.
///
/// MP4 files are H.264 in `yuv420p` (transparent pixels show black; odd sizes are padded by
/// one pixel); GIFs get a palette computed from the frames, keeping transparency.
public struct FrameVideo: Hashable, Sendable {
    /// A container format.
    public enum Format: String, Hashable, Sendable {
        /// H.264 in an MP4 container.
        case mp4
        /// An animated GIF that loops forever.
        case gif
    }

    /// The file to write.
    public var output: URL
    /// The format.
    public var format: Format

    /// Creates a video description.
    public init(output: URL, format: Format) {
        self.output = output
        self.format = format
    }

    /// The `ffmpeg` executable on `PATH` in `environment`, or `nil`.
    public static func ffmpeg(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(filePath: String(directory)).appending(path: "ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Throws unless `ffmpeg` is installed and the output's directory is writable.
    ///
    /// - Returns: The `ffmpeg` executable.
    @discardableResult
    public func check(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> URL {
        guard let ffmpeg = Self.ffmpeg(environment: environment) else {
            throw FrameSequenceError.ffmpegMissing(output: output.path)
        }
        try FrameSequence.checkDirectory(output.deletingLastPathComponent())
        return ffmpeg
    }

    /// Encodes the frames of `manifest` in `directory` into ``output``.
    ///
    /// - Throws: ``FrameSequenceError`` when `ffmpeg` is missing or fails (its last error
    ///   lines in the message); ``output`` is then untouched.
    public func encode(
        framesIn directory: URL, manifest: FrameManifest,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let ffmpeg = try check(environment: environment)
        let temporary = output.deletingLastPathComponent()
            .appending(path: ".\(output.lastPathComponent).\(getpid()).partial")
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments =
            [
                "-hide_banner", "-loglevel", "error", "-y",
                "-framerate", "\(manifest.timeline.fps)",
                "-start_number", "\(manifest.timeline.frames.lowerBound)",
                "-i", directory.appending(path: "frame_%05d.png").path,
                "-frames:v", "\(manifest.timeline.count)",
            ] + formatArguments + [temporary.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw FrameSequenceError.ffmpegFailed(
                output: output.path, status: -1, message: "cannot start \(ffmpeg.path): \(error)")
        }
        let message = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            rename(temporary.path, output.path) == 0
        else {
            unlink(temporary.path)
            let tail = message.split(separator: "\n").suffix(3).joined(separator: " / ")
            throw FrameSequenceError.ffmpegFailed(
                output: output.path, status: process.terminationStatus,
                message: tail.isEmpty ? "could not rename its output" : tail)
        }
    }

    private var formatArguments: [String] {
        switch format {
        case .mp4:
            [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt",
                "yuv420p", "-movflags", "+faststart", "-f", "mp4",
            ]
        case .gif:
            [
                "-filter_complex",
                "[0:v]split[a][b];[a]palettegen=reserve_transparent=1[p];[b][p]paletteuse",
                "-loop", "0", "-f", "gif",
            ]
        }
    }
}
