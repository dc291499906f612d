import KinemaCairo

/// `--atlas-format F[,F...]`: the atlas files written beside a sprite sheet.
enum AtlasFormatOption {
    /// The formats named by the option's value (`texturepacker` in the JSON form `json`),
    /// or only TexturePacker's when absent; an unknown or empty name is a usage error.
    static func parse(
        _ parsed: ParsedArguments, command: String, json: AtlasFormat = .hash
    ) throws -> [SpriteAtlasFormat] {
        guard let text = parsed.values["--atlas-format"] else { return [.texturePacker(json)] }
        var formats: [SpriteAtlasFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = SpriteAtlasFormat.named(String(name)) else {
                throw UsageError(
                    "\(command): --atlas-format must list formats of "
                        + SpriteAtlasFormat.names.joined(separator: ", ") + ", but has '\(name)'")
            }
            let chosen = format == .texturePackerHash ? .texturePacker(json) : format
            if !formats.contains(chosen) { formats.append(chosen) }
        }
        return formats
    }
}
