extension SpriteAtlas {
    /// The atlas in libGDX's texture atlas text format (the current one, which the Spine
    /// runtimes also read), for all pages.
    ///
    /// Per page, separated by a blank line: the image file name, then `size:W,H`,
    /// `format:RGBA8888`, `filter:Linear,Linear`, `repeat:none`. Per frame, in frame order:
    /// its region name, then indented `index:N` when the name ends in `_` and digits (as
    /// libGDX's packer splits `walk_03.png` into the name `walk` and index 3, for
    /// `TextureAtlas.findRegions("walk")`), `bounds:x,y,w,h` on the page (y down from the
    /// top) and, for trimmed frames, `offsets:left,bottom,originalWidth,originalHeight` (the
    /// trimmed pixels' offset from the original's left and bottom edges). A `.png`
    /// extension is dropped from region names.
    ///
    /// - Parameter imageNames: The image file name of each page.
    public func libGDXAtlas(imageNames: [String]) -> String {
        precondition(
            imageNames.count == pageSizes.count,
            "\(pageSizes.count) pages need \(pageSizes.count) image names, but got "
                + "\(imageNames.count)")
        var pages: [String] = []
        for (page, size) in pageSizes.enumerated() {
            var lines = [
                Self.singleLine(imageNames[page]), "size:\(size.width),\(size.height)",
                "format:RGBA8888", "filter:Linear,Linear", "repeat:none",
            ]
            for sprite in sprites where sprite.page == page {
                let (name, index) = Self.libGDXRegionName(sprite.name)
                lines.append(Self.singleLine(name))
                if let index { lines.append("  index:\(index)") }
                let frame = sprite.frame
                lines.append("  bounds:\(frame.x),\(frame.y),\(frame.width),\(frame.height)")
                if sprite.isTrimmed {
                    let trim = sprite.spriteSourceSize
                    let bottom = sprite.sourceSize.height - trim.maxY
                    lines.append(
                        "  offsets:\(trim.x),\(bottom),\(sprite.sourceSize.width),"
                            + "\(sprite.sourceSize.height)")
                }
            }
            pages.append(lines.joined(separator: "\n") + "\n")
        }
        return pages.joined(separator: "\n")
    }

    /// The region name and index libGDX's packer gives a file name: the extension `.png`
    /// dropped, and a trailing `_` with 1-9 digits split off as the index.
    static func libGDXRegionName(_ name: String) -> (name: String, index: Int?) {
        var stem = Substring(name)
        if stem.lowercased().hasSuffix(".png") { stem = stem.dropLast(4) }
        let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return (String(stem), nil) }
        let prefix = stem.dropLast(digits.count)
        guard prefix.count > 1, prefix.last == "_" else { return (String(stem), nil) }
        return (String(prefix.dropLast()), Int(String(digits.reversed())))
    }

    /// `text` on one line: line breaks, which would end the entry, become spaces.
    private static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
