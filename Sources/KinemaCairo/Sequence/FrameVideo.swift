import Foundation

/// Turns a written frame sequence into an MP4 video or an animated GIF with `ffmpeg`.
///
/// Kinema's own helper. `ffmpeg` (Debian's package) is looked up on `PATH`; where it is
/// missing, ``check(environment:)`` throws ``FrameSequenceError/ffmpegMissing(output:)``
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
    /// `ffmpeg` runs with `-nostdin` and its input closed, so it neither waits for keys nor
    /// stops a background job by reading the terminal, and with `-xerror`, so that a frame it
    /// cannot decode fails the run instead of being dropped from the video.
    ///
    /// - Throws: ``FrameSequenceError``: `ffmpegMissing`; `frameFailed` naming the first frame
    ///   file of the manifest that is missing (`ffmpeg` would silently stop there, writing a
    ///   shorter video); `ffmpegFailed` when `ffmpeg` exits with an error or is killed (its
    ///   last error lines in the message). ``output`` is then untouched and no temporary file
    ///   is left.
    public func encode(
        framesIn directory: URL, manifest: FrameManifest,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let ffmpeg = try check(environment: environment)
        for index in manifest.timeline.frames {
            let name = FrameTimeline.fileName(ofFrame: index)
            guard FileManager.default.fileExists(atPath: directory.appending(path: name).path)
            else {
                throw FrameSequenceError.frameFailed(
                    frame: index,
                    reason: "\(name) is missing from \(directory.path), so '\(output.path)' "
                        + "cannot hold all \(manifest.timeline.count) frames")
            }
        }
        let temporary = output.deletingLastPathComponent()
            .appending(path: ".\(output.lastPathComponent).\(getpid()).partial")
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments =
            [
                "-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-xerror",
                "-framerate", "\(manifest.timeline.fps)",
                "-start_number", "\(manifest.timeline.frames.lowerBound)",
                "-i", directory.appending(path: "frame_%05d.png").path,
                "-frames:v", "\(manifest.timeline.count)",
            ] + formatArguments + [temporary.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw FrameSequenceError.ffmpegFailed(
                output: output.path, status: -1, message: "cannot start \(ffmpeg.path): \(error)")
        }
        let message = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let exited = process.terminationReason == .exit && process.terminationStatus == 0
        guard exited, rename(temporary.path, output.path) == 0 else {
            let renameError = exited ? String(cString: strerror(errno)) : ""
            unlink(temporary.path)
            var tail = message.split(separator: "\n").suffix(3).joined(separator: " / ")
            if process.terminationReason == .uncaughtSignal {
                tail =
                    "killed by signal \(process.terminationStatus)" + (tail.isEmpty ? "" : ": ")
                    + tail
            } else if exited {
                tail = "could not rename its output into place: \(renameError)"
            }
            throw FrameSequenceError.ffmpegFailed(
                output: output.path, status: process.terminationStatus, message: tail)
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
