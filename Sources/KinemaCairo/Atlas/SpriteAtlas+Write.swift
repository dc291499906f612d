import Foundation

extension SpriteAtlas {
    /// The file names, without extension, of the pages of a sheet called `name`: `NAME` for
    /// one page, `NAME-0`, `NAME-1`, ... for several.
    func pageStems(named name: String) -> [String] {
        pageSizes.count == 1 ? [name] : pageSizes.indices.map { "\(name)-\($0)" }
    }

    /// Writes every page as PNG (its pixels from `page`, one page at a time), then the
    /// atlas in each format into `directory`, each file atomically: TexturePacker JSON per
    /// page after its PNG (in the first form listed), the whole-sheet formats (`NAME.atlas`,
    /// `NAME.tres`, `NAME.css`) at the end.
    func writeFiles(
        to directory: URL, named name: String, formats: [SpriteAtlasFormat],
        compression: PNGCompression, page pixels: (Int) throws -> RGBAImage
    ) throws -> [URL] {
        let stems = pageStems(named: name)
        let imageNames = stems.map { $0 + ".png" }
        // TexturePacker JSON in the first form asked for (both forms would share file names).
        let jsonForm = formats.lazy.compactMap { format -> AtlasFormat? in
            guard case .texturePacker(let form) = format.kind else { return nil }
            return form
        }.first
        var written: [URL] = []
        for (page, stem) in stems.enumerated() {
            let imageURL = directory.appending(path: imageNames[page])
            try pixels(page).writePNG(to: imageURL, compression: compression)
            written.append(imageURL)
            if let form = jsonForm {
                let others = stems.enumerated().filter { $0.offset != page }.map {
                    $0.element + ".json"
                }
                let json = atlasJSON(
                    page: page, format: form, imageName: imageNames[page],
                    otherAtlasNames: others)
                written.append(
                    try Self.writeText(json, to: directory.appending(path: stem + ".json")))
            }
        }
        var seen = Set<SpriteAtlasFormat>()
        for format in formats where seen.insert(format).inserted {
            let text: String
            switch format.kind {
            case .texturePacker: continue
            case .libGDX: text = libGDXAtlas(imageNames: imageNames)
            case .godot: text = godotSpriteFrames(imagePaths: imageNames)
            case .css: text = cssSprites(imageNames: imageNames, className: name)
            }
            let url = directory.appending(path: "\(name).\(format.fileExtension)")
            written.append(try Self.writeText(text, to: url))
        }
        return written
    }

    private static func writeText(_ text: String, to url: URL) throws -> URL {
        try AtomicFile.write(Array(text.utf8), to: url)
        return url
    }
}
