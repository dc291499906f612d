import Foundation
import KinemaCairo

/// The sheets written after a render, from the frame files.
enum Outputs {
    /// At most 24 frames, evenly spread, labelled with index and time, as `contact.png`.
    static func writeContactSheet(_ result: FrameSequenceResult, to directory: URL) throws -> URL {
        let timeline = result.manifest.timeline
        let count = min(24, timeline.count)
        let picks = (0..<count).map { step in
            timeline.frames.lowerBound
                + (count == 1 ? 0 : step * (timeline.count - 1) / (count - 1))
        }
        let items = try picks.map { index in
            let url = result.directory.appending(path: FrameTimeline.fileName(ofFrame: index))
            return ContactSheet.Item(
                image: try readFrame(url, for: "the contact sheet"),
                label: String(format: "#%d  %.3f s", index, timeline.time(ofFrame: index)))
        }
        let url = directory.appending(path: "contact.png")
        try ContactSheet().render(items).writePNG(to: url)
        return url
    }

    /// Every frame on a sprite sheet (`sheet.png` + `sheet.json`, or numbered pages), each
    /// frame's duration 1 / fps, one tag over all frames; streamed from the frame files, so
    /// memory holds one page and a few frames whatever the frame count.
    static func writeSpriteSheet(
        _ result: FrameSequenceResult, layout: SpriteSheetOptions.Layout,
        formats: [SpriteAtlasFormat] = [.texturePackerHash], to directory: URL,
        stopFlag: StopFlag
    ) throws -> [URL] {
        let timeline = result.manifest.timeline
        let duration = Duration.seconds(1 / timeline.fps)
        var options = SpriteSheetOptions(layout: layout)
        options.scale = result.manifest.scale
        let files = timeline.frames.map { index in
            SpriteFrameFile(
                url: result.directory.appending(path: FrameTimeline.fileName(ofFrame: index)),
                duration: duration)
        }
        do {
            return try SpriteAtlas.write(
                files: files, tags: [FrameTag(name: "all", from: 0, to: files.count - 1)],
                options: options, to: directory, named: "sheet",
                formats: formats, stopFlag: stopFlag
            ).files
        } catch SpriteSheetError.stopped {
            let count = result.manifest.timeline.count
            throw FrameSequenceError.interrupted(completed: count, total: count)
        } catch let error as ImageFileError where error.kind != .unwritable {
            throw RuntimeError(
                "cannot read the frame \(error.path ?? "?") for the sprite sheet "
                    + "(\(error.reason)); run the same command again with --resume to draw it "
                    + "again")
        }
    }

    /// An animated PNG or WebP of the frames; returns the report line. A frame that cannot
    /// be read is a failure naming it and the fix.
    static func writeAnimation(
        _ animation: FrameAnimation, _ result: FrameSequenceResult, framesIn directory: URL,
        stopFlag: StopFlag
    ) throws -> String {
        do {
            try animation.encode(
                framesIn: directory, manifest: result.manifest, stopFlag: stopFlag)
        } catch let error as ImageFileError where error.kind != .unwritable {
            throw RuntimeError(
                "cannot read the frame \(error.path ?? "?") for \(animation.output.path) "
                    + "(\(error.reason)); run the same command again with --resume to draw it "
                    + "again")
        }
        let kind =
            switch animation.format {
            case .apng: "apng:"
            case .webp: "webp:"
            }
        return "  \(kind)          \(animation.output.relativePath)"
    }

    /// The HTML viewer, `index.html` in `directory`, of the frames, the contact sheet and
    /// the sprite sheet files written this run (the rectangles from their TexturePacker
    /// JSON), titled with the folder's name: what `kinema view` writes for the folder.
    static func writeViewer(
        _ result: FrameSequenceResult, contactSheet: URL, sheetFiles: [URL], to directory: URL
    ) throws -> URL {
        let viewer = FrameViewer(
            manifest: result.manifest, framesPath: result.directory.lastPathComponent + "/",
            contactSheet: contactSheet.lastPathComponent,
            sheetPages: try FrameViewer.SheetPage.pages(files: sheetFiles),
            title: directory.standardizedFileURL.lastPathComponent)
        return try viewer.write(to: directory)
    }

    /// A frame file read back for a sheet; a failure names the file, the cause and the fix.
    static func readFrame(_ url: URL, for purpose: String) throws -> RGBAImage {
        do {
            return try RGBAImage(contentsOfPNG: url)
        } catch let error as ImageFileError {
            throw RuntimeError(
                "cannot read the frame \(url.path) for \(purpose) (\(error.reason)); "
                    + "run the same command again with --resume to draw it again")
        }
    }
}
