import Foundation

/// What determines a sequence's pixels, recorded as `settings.json` next to its frames before
/// the first frame is written, so that a resumed render only keeps frames drawn alike.
///
/// The sequence records its size, frame rate and start time and Kinema's version; the caller
/// adds the rest through ``FrameSequence/fingerprint`` (the `kinema` command: the demo's name
/// and a content hash of each input file).
public struct FrameSettings: Hashable, Sendable {
    /// The file's name, `settings.json`.
    public static let fileName = "settings.json"

    /// Kinema's version, recorded so that frames of another version are not mixed in.
    public static let kinemaVersion = "1.0"

    /// The recorded values by name.
    public var values: [String: String]

    /// Creates a record.
    public init(values: [String: String]) { self.values = values }

    /// The record as JSON: one string per name, names sorted.
    public var json: String {
        JSONText.object(values.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
            .serialized() + "\n"
    }

    /// The record in `directory`, `nil` when there is none.
    ///
    /// - Throws: ``FrameSequenceError/settingsChanged(_:changes:)`` for a record that is not
    ///   an object of strings (damaged: the frames cannot be trusted).
    static func read(from directory: URL) throws -> FrameSettings? {
        let url = directory.appending(path: fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: String]
        else {
            throw FrameSequenceError.settingsChanged(
                directory.path, changes: ["\(fileName) is damaged"])
        }
        return FrameSettings(values: object)
    }

    /// The differences from `recorded`, as `name: old -> new`, sorted by name.
    func changes(from recorded: FrameSettings) -> [String] {
        Set(values.keys).union(recorded.values.keys).sorted().compactMap { name in
            let (old, new) = (recorded.values[name], values[name])
            guard old != new else { return nil }
            return "\(name): \(old ?? "(none)") -> \(new ?? "(none)")"
        }
    }

    /// A 64-bit FNV-1a hash of the file at `url` in hexadecimal, read in 64 KiB blocks: a
    /// fingerprint value for an input file's content.
    ///
    /// - Throws: ``ImageFileError`` of kind `unreadable` naming the file.
    public static func contentHash(of url: URL) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw ImageFileError(
                .unreadable, path: url.path, reason: FileErrorText.describe(errno: errno))
        }
        defer { try? handle.close() }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        while let block = try handle.read(upToCount: 1 << 16), !block.isEmpty {
            for byte in block { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        return String(hash, radix: 16)
    }
}
