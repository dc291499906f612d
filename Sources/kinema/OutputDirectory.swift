import Foundation
import KinemaCairo

/// Output directories the command writes into.
enum OutputDirectory {
    /// Creates `url` with its parents when missing, as manim, ffmpeg and TexturePacker do.
    ///
    /// - Throws: ``RuntimeError`` naming the option, the path and the cause: "is a file",
    ///   "permission denied", ... (never a raw Foundation error).
    static func create(_ url: URL, option: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw RuntimeError("\(option): '\(url.path)' is a file, not a directory")
            }
        } else {
            do {
                try FileManager.default.createDirectory(
                    at: url, withIntermediateDirectories: true)
            } catch {
                throw RuntimeError(
                    "\(option): cannot create the directory '\(url.path)': "
                        + FileErrorText.describe(error))
            }
        }
        guard access(url.path, W_OK | X_OK) == 0 else {
            throw RuntimeError(
                "\(option): cannot write into '\(url.path)': "
                    + FileErrorText.describe(errno: errno))
        }
    }
}
