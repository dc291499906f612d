import Foundation
import KinemaCore

/// A self-contained HTML page that plays a rendered frame sequence in a browser:
/// `index.html` beside the frames.
///
/// ```swift
/// let viewer = try FrameViewer(directory: URL(filePath: "render-out/wheel"))
/// try viewer.write(to: URL(filePath: "render-out/wheel"))   // render-out/wheel/index.html
/// ```
///
/// The page needs no network and no other script: its style, script and data (the
/// manifest's frames and the atlas rectangles) are inline, and it refers to the frames,
/// the contact sheet and the sprite sheet pages by relative paths. It has play/pause at
/// the sequence's frame rate (looping), stepping by a frame (buttons, the arrow keys,
/// Home and End), a scrubber over every frame with the frame's time, a zoom, the contact
/// sheet, and each sprite sheet page with its atlas rectangles outlined (the frame on
/// show highlighted).
///
/// The page's state is in its DOM, for tests and tools: the frame image `#frame` carries
/// `data-frame` (the frame index), `data-time` (seconds), `data-file` and `data-box` (its
/// left, top, width and height in CSS pixels from the document's corner); `#player` has
/// `data-playing`; the highlighted atlas rectangle has the class `current`. The URL fragment selects what shows when the page opens or the
/// fragment changes: `#frame=7` (a frame index), `#t=0.25` (the frame on screen at that
/// time: the last one at or before it), `&play` to start playing, and `&keys=ArrowRight,...`
/// to press keys (scripted stepping).
public struct FrameViewer: Hashable, Sendable {
    /// The page's file name, `index.html`.
    public static let fileName = "index.html"

    /// The frames: their size, scale, rate, indices and times.
    public var manifest: FrameManifest
    /// The frames' folder relative to the page, ending in `/` (`frames/`), or empty when
    /// the page sits beside the frames.
    public var framesPath: String
    /// The contact sheet's path relative to the page, or `nil` for none.
    public var contactSheet: String?
    /// The sprite sheet's pages, or none.
    public var sheetPages: [SheetPage]
    /// The page's title, such as the scene's name.
    public var title: String

    /// One sprite sheet page: its image and the atlas rectangles on it.
    public struct SheetPage: Hashable, Sendable {
        /// The image's path relative to the viewer page.
        public var image: String
        /// The page's size in pixels, or `nil` when unknown (no atlas).
        public var size: PixelSize?
        /// The frames on the page: each frame's name and rectangle in pixels.
        public var regions: [Region]

        /// One frame's rectangle on a page.
        public struct Region: Hashable, Sendable {
            /// The frame's name in the atlas, such as `frame_00003.png`.
            public var name: String
            /// Its pixels on the page.
            public var rect: PixelRect

            /// Creates a region.
            public init(name: String, rect: PixelRect) {
                self.name = name
                self.rect = rect
            }
        }

        /// Creates a page.
        public init(image: String, size: PixelSize?, regions: [Region]) {
            self.image = image
            self.size = size
            self.regions = regions
        }
    }

    /// Creates a viewer.
    ///
    /// - Parameters:
    ///   - manifest: The frames.
    ///   - framesPath: Their folder relative to the page (`frames/`), or empty.
    ///   - contactSheet: The contact sheet's relative path, or `nil`.
    ///   - sheetPages: The sprite sheet's pages; none by default.
    ///   - title: The page's title.
    public init(
        manifest: FrameManifest, framesPath: String, contactSheet: String?,
        sheetPages: [SheetPage] = [], title: String
    ) {
        self.manifest = manifest
        self.framesPath =
            framesPath.isEmpty || framesPath.hasSuffix("/") ? framesPath : framesPath + "/"
        self.contactSheet = contactSheet
        self.sheetPages = sheetPages
        self.title = title
    }

    /// Writes ``html`` as `index.html` into `directory`, atomically.
    ///
    /// - Returns: The page's URL.
    /// - Throws: ``ImageFileError`` of kind `unwritable` naming the file.
    @discardableResult
    public func write(to directory: URL) throws -> URL {
        let url = directory.appending(path: Self.fileName)
        try AtomicFile.write(Array(html.utf8), to: url)
        return url
    }
}
