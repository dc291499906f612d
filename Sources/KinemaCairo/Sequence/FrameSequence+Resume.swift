import Foundation
import KinemaCore

extension FrameSequence {
    /// What a resumed render finds in place of a frame.
    enum KeptFrame {
        /// No file: the frame is drawn.
        case missing
        /// A file that decodes fully at the sequence's size: kept.
        case intact
        /// A file that does not decode (a damaged chunk, a truncated stream, another size):
        /// drawn again and counted in ``FrameSequenceResult/repairedCount``.
        case damaged
    }

    /// The settings this sequence records: ``fingerprint`` plus its size, frame rate, start
    /// time, Kinema's version and its ``scale`` when not 1.
    public var settings: FrameSettings {
        var values = fingerprint
        values["width"] = String(size.width)
        values["height"] = String(size.height)
        values["fps"] = "\(timeline.fps)"
        values["startTime"] = "\(timeline.startTime)"
        values["kinemaVersion"] = FrameSettings.kinemaVersion
        if scale != 1 { values["scale"] = "\(scale)" }
        return FrameSettings(values: values)
    }

    /// Readies ``directory`` under its lock: removes temporary files of Kinema's naming left
    /// by a killed run; when resuming, refuses frames recorded with other settings; when not,
    /// removes the frames and manifest of earlier runs. Then records the settings.
    ///
    /// - Throws: ``FrameSequenceError/settingsChanged(_:changes:)`` when resuming over frames
    ///   drawn with other settings (or with no record of them).
    func prepareDirectory() throws {
        let manager = FileManager.default
        let names = try Self.contents(of: directory)
        for name in names where Self.isOwnTemporary(name) {
            try? manager.removeItem(at: directory.appending(path: name))
        }
        let frames = names.filter(Self.isFrameFile)
        if resumes {
            let recorded = try FrameSettings.read(from: directory)
            if let recorded {
                let changes = settings.changes(from: recorded)
                guard changes.isEmpty else {
                    throw FrameSequenceError.settingsChanged(directory.path, changes: changes)
                }
            } else if !frames.isEmpty {
                throw FrameSequenceError.settingsChanged(
                    directory.path,
                    changes: ["no \(FrameSettings.fileName) records how its frames were drawn"])
            }
        } else {
            for name in frames + [FrameManifest.fileName] {
                let url = directory.appending(path: name)
                guard manager.fileExists(atPath: url.path) else { continue }
                do {
                    try manager.removeItem(at: url)
                } catch {
                    throw FrameSequenceError.unwritableDirectory(
                        "\(directory.path) (cannot remove \(name) of an earlier run: "
                            + "\(FileErrorText.describe(error)))")
                }
            }
        }
        try AtomicFile.write(
            Array(settings.json.utf8), to: directory.appending(path: FrameSettings.fileName))
    }

    /// Whether the frame at `url` is there and decodes fully at `size` (libpng checks every
    /// chunk's CRC and the compressed stream's checksum, so damage anywhere is found).
    static func keptFrame(at url: URL, size: PixelSize) -> KeptFrame {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        guard let image = try? PNGDecoder.decode(contentsOf: url), image.size == size else {
            return .damaged
        }
        return .intact
    }

    /// Whether `name` is a temporary file ``AtomicFile`` makes for a frame, the manifest or
    /// the settings: `.NAME.XXXXXX`.
    static func isOwnTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.count > 8 else { return false }
        let target = name.dropFirst().dropLast(7)
        guard name.dropLast(6).hasSuffix(".") else { return false }
        let stem = String(target)
        return isFrameFile(stem) || stem == FrameManifest.fileName
            || stem == FrameSettings.fileName
    }

    /// Whether `name` is a frame file's name: `frame_`, digits, `.png`.
    static func isFrameFile(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func contents(of directory: URL) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch _ {
            throw FrameSequenceError.missingDirectory(directory.path)
        }
    }
}
