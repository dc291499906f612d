import Foundation

extension FrameViewer {
    /// The viewer of a render's folder, from the files in it: the manifest
    /// (`frames/manifest.json`, as `kinema render` writes, or `manifest.json` beside the
    /// frames), `contact.png` when present, and the sprite sheet `sheet.png` with
    /// `sheet.json` (or the pages `sheet-0.png`, `sheet-0.json`, ...) when present. The
    /// title is the folder's name.
    ///
    /// - Parameter directory: The render's folder, such as `render-out/wheel`.
    /// - Throws: ``FrameViewerError`` naming the folder when it is not one or holds no
    ///   manifest, or naming a damaged manifest or atlas.
    public init(directory: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw FrameViewerError.notADirectory(directory.path) }
        func exists(_ name: String) -> Bool {
            FileManager.default.fileExists(atPath: directory.appending(path: name).path)
        }
        let framesPath: String
        if exists("frames/" + FrameManifest.fileName) {
            framesPath = "frames/"
        } else if exists(FrameManifest.fileName) {
            framesPath = ""
        } else {
            throw FrameViewerError.missingManifest(directory: directory.path)
        }
        let manifest = try FrameManifest(
            contentsOf: directory.appending(path: framesPath + FrameManifest.fileName))
        var stems: [String] = []
        if exists("sheet.png") {
            stems = ["sheet"]
        } else {
            while exists("sheet-\(stems.count).png") { stems.append("sheet-\(stems.count)") }
        }
        let sheetFiles = stems.flatMap { stem in
            [stem + ".png", stem + ".json"].filter(exists).map { directory.appending(path: $0) }
        }
        self.init(
            manifest: manifest, framesPath: framesPath,
            contactSheet: exists("contact.png") ? "contact.png" : nil,
            sheetPages: try SheetPage.pages(files: sheetFiles),
            title: directory.standardizedFileURL.lastPathComponent)
    }
}
