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

    /// Removes the temporary files (`.NAME.XXXXXX`) a killed run left beside the sheets it
    /// writes into `directory` (`contact.png`, `index.html`, `sheet*.png`, `sheet*.json`,
    /// `sheet.atlas`, `sheet.tres`, `sheet.css`); called under
    /// the directory's lock, so no running render owns them.
    static func removeStaleTemporaryFiles(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(".") && name.count > 8 {
            let suffix = name.suffix(7)
            guard suffix.first == ".", suffix.dropFirst().allSatisfy(\.isASCII) else { continue }
            let target = name.dropFirst().dropLast(7)
            let isSheet =
                target.hasPrefix("sheet")
                && [".png", ".json", ".atlas", ".tres", ".css"].contains { target.hasSuffix($0) }
            guard target == "contact.png" || target == "index.html" || isSheet else { continue }
            try? FileManager.default.removeItem(at: directory.appending(path: name))
        }
    }
}
