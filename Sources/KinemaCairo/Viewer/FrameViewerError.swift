/// Why a frame viewer page could not be made from a render's folder, naming the input.
public enum FrameViewerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path is missing or is not a folder.
    case notADirectory(String)
    /// Neither `DIR/frames/manifest.json` nor `DIR/manifest.json` exists.
    case missingManifest(directory: String)
    /// The manifest cannot be read or is not a frame manifest; the reason in words.
    case damagedManifest(path: String, reason: String)
    /// An atlas JSON file cannot be read or is not a TexturePacker atlas.
    case damagedAtlas(path: String, reason: String)

    /// The message, naming the path.
    public var description: String {
        switch self {
        case .notADirectory(let path):
            "'\(path)' is not a folder (expected a render's folder, such as render-out/wheel)"
        case .missingManifest(let directory):
            "'\(directory)' holds no manifest.json (looked for \(directory)/frames/manifest.json "
                + "and \(directory)/manifest.json); render into it first"
        case .damagedManifest(let path, let reason):
            "'\(path)' is not a frame manifest: \(reason)"
        case .damagedAtlas(let path, let reason):
            "'\(path)' is not a TexturePacker atlas: \(reason)"
        }
    }
}
