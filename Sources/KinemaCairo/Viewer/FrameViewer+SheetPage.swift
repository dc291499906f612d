import Foundation
import KinemaCore

extension FrameViewer.SheetPage {
    /// The page a TexturePacker atlas (JSON Hash or JSON Array, as
    /// ``SpriteAtlas/atlasJSON(page:format:imageName:otherAtlasNames:)`` writes it)
    /// describes: `meta.image` (relative to the atlas, and so to the page when both sit in
    /// one folder), `meta.size` and every frame's `frame` rectangle. Hash frames are in the
    /// order of their names, array frames in the array's order.
    ///
    /// - Parameters:
    ///   - data: The atlas file's bytes.
    ///   - path: The atlas file's path, for errors.
    /// - Throws: ``FrameViewerError/damagedAtlas(path:reason:)`` naming the file.
    public init(atlasJSON data: Data, path: String) throws {
        func damaged(_ reason: String) -> FrameViewerError {
            .damagedAtlas(path: path, reason: reason)
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let meta = root["meta"] as? [String: Any], let image = meta["image"] as? String
        else { throw damaged("no 'meta.image'") }
        func rect(_ value: Any?, _ name: String) throws -> PixelRect {
            guard let object = value as? [String: Any],
                let x = object["x"] as? Int, let y = object["y"] as? Int,
                let width = object["w"] as? Int, let height = object["h"] as? Int
            else { throw damaged("the frame '\(name)' has no whole-pixel 'frame' rectangle") }
            return PixelRect(x: x, y: y, width: width, height: height)
        }
        var regions: [Region] = []
        switch root["frames"] {
        case let hash as [String: Any]:
            for name in hash.keys.sorted() {
                let entry = hash[name] as? [String: Any]
                regions.append(Region(name: name, rect: try rect(entry?["frame"], name)))
            }
        case let array as [Any]:
            for (position, item) in array.enumerated() {
                let entry = item as? [String: Any]
                let name = entry?["filename"] as? String ?? "#\(position)"
                regions.append(Region(name: name, rect: try rect(entry?["frame"], name)))
            }
        default: throw damaged("no 'frames' object or array")
        }
        var size: PixelSize?
        if let object = meta["size"] as? [String: Any], let width = object["w"] as? Int,
            let height = object["h"] as? Int
        {
            size = PixelSize(width: width, height: height)
        }
        self.init(image: image, size: size, regions: regions)
    }

    /// The pages of a sprite sheet from its files, in the order given: one per PNG file,
    /// with the rectangles of the JSON file among `files` whose `meta.image` names it (none
    /// when no atlas does). Paths are the files' names: the page sits beside them.
    ///
    /// - Throws: ``FrameViewerError/damagedAtlas(path:reason:)`` for a JSON file that is
    ///   unreadable or not an atlas.
    public static func pages(files: [URL]) throws -> [FrameViewer.SheetPage] {
        var atlases: [String: FrameViewer.SheetPage] = [:]
        for url in files where url.pathExtension.lowercased() == "json" {
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw FrameViewerError.damagedAtlas(
                    path: url.path, reason: FileErrorText.describe(error))
            }
            let page = try FrameViewer.SheetPage(atlasJSON: data, path: url.path)
            atlases[page.image] = page
        }
        return files.filter { $0.pathExtension.lowercased() == "png" }.map { url in
            let name = url.lastPathComponent
            return atlases[name] ?? FrameViewer.SheetPage(image: name, size: nil, regions: [])
        }
    }
}
