import Foundation
import KinemaCairo

/// `--apng FILE`, `--webp FILE`, `--lossy QUALITY` and `--loop N` of `kinema render` and
/// `kinema finish`.
enum AnimationOptions {
    /// The animations asked for, each checked against the rate and size; a bad value is a
    /// usage error naming its option.
    static func parse(
        _ parsed: ParsedArguments, command: String, fps: Double, size: PixelSize
    ) throws -> [FrameAnimation] {
        let loop = try parsed.integer("--loop", command: command) ?? 0
        var webpCompression = WebPCompression.lossless
        if let quality = try parsed.number("--lossy", command: command, what: "a quality 0...100") {
            guard parsed.values["--webp"] != nil else {
                throw UsageError("\(command): --lossy applies to --webp, which is not given")
            }
            webpCompression = .lossy(quality: quality)
        }
        var animations: [FrameAnimation] = []
        for (option, format) in [
            ("--apng", FrameAnimation.Format.apng(.fast)), ("--webp", .webp(webpCompression)),
        ] {
            guard let path = try parsed.nonEmpty(option, command: command, what: "a file name")
            else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                throw UsageError(
                    "render: \(option) needs a file name, but '\(path)' is a directory")
            }
            let animation = FrameAnimation(
                output: URL(filePath: path), format: format, loopCount: loop)
            do {
                try animation.check(fps: fps, size: size)
            } catch let error as AnimatedImageError {
                let culprit =
                    switch error {
                    case .invalidLoopCount: "--loop"
                    case .invalidQuality: "--lossy"
                    default: option
                    }
                throw UsageError("\(command): \(culprit): \(error)")
            }
            animations.append(animation)
        }
        if parsed.values["--loop"] != nil && animations.isEmpty {
            throw UsageError(
                "\(command): --loop applies to --apng and --webp, and neither is given")
        }
        return animations
    }
}
