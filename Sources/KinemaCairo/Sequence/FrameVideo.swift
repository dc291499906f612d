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
/// one pixel). GIFs get a palette of up to 255 colours (and transparency) generated from
/// all the frames (`palettegen`), applied with Sierra-2-4A error diffusion (`paletteuse`),
/// both in one filter graph, so gradients keep their local averages instead of banding.
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

    /// The frame rates each format plays faithfully: GIF delays are whole hundredths of a
    /// second up to 655.35 s (so at least 1 / 655.35 fps); MP4 takes 0.01...1000 fps.
    public var supportedFrameRates: ClosedRange<Double> {
        switch format {
        case .gif: (1 / 655.35)...100
        case .mp4: 0.01...1000
        }
    }

    /// Checks that `fps` suits the format, before anything is rendered.
    ///
    /// - Returns: Warnings for rates the format holds only approximately: GIF above 50 fps
    ///   (browsers slow delays under 0.02 s to 0.1 s) or with a frame delay that is not a
    ///   whole number of hundredths of a second (`ffmpeg` rounds each delay).
    /// - Throws: ``FrameSequenceError/unsupportedFrameRate(output:fps:supported:)``.
    public func check(fps: Double) throws -> [String] {
        guard supportedFrameRates.contains(fps) else {
            throw FrameSequenceError.unsupportedFrameRate(
                output: output.path, fps: fps, supported: supportedFrameRates)
        }
        guard format == .gif else { return [] }
        let hundredths = 100 / fps
        if fps > 50 {
            return [
                "'\(output.path)': GIF frame delays under 0.02 s (over 50 fps) are shown as 0.1 s "
                    + "by most browsers, so the GIF at \(fps) fps will play slower; 50, 25 or 20 fps "
                    + "play exactly"
            ]
        }
        if abs(hundredths - hundredths.rounded()) > 1e-6 {
            return [
                "'\(output.path)': GIF frame delays are whole hundredths of a second, so "
                    + "\(fps) fps (\(hundredths) hundredths) plays at an approximate speed"
            ]
        }
        return []
    }

    /// The size the video is padded to, or `nil` when it is not: MP4 (`yuv420p`) needs even
    /// sides, so odd ones get one transparent-black row or column.
    public func paddedSize(of size: PixelSize) -> PixelSize? {
        guard format == .mp4, size.width % 2 == 1 || size.height % 2 == 1 else { return nil }
        return PixelSize(width: size.width + size.width % 2, height: size.height + size.height % 2)
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
    ///   is left; `interrupted` when `stopFlag` is set while `ffmpeg` runs (it is stopped
    ///   and its partial output removed).
    public func encode(
        framesIn directory: URL, manifest: FrameManifest,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        stopFlag: StopFlag? = nil
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
        let message = FFmpegOutput.collect(from: errors, of: process, stopFlag: stopFlag)
        if stopFlag?.isStopped == true {
            unlink(temporary.path)
            throw FrameSequenceError.interrupted(
                completed: manifest.timeline.count, total: manifest.timeline.count)
        }
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
                "[0:v]split[a][b];[a]palettegen=reserve_transparent=1[p];"
                    + "[b][p]paletteuse=dither=sierra2_4a",
                "-loop", "0", "-f", "gif",
            ]
        }
    }
}
