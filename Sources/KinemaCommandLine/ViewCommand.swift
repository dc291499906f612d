import Foundation
import KinemaCairo

/// `kinema view DIR`: writes or refreshes the HTML viewer of a finished render.
enum ViewCommand {
    static let usage = """
        usage: kinema view <DIR/demo>

        Writes DIR/<demo>/index.html (replacing an older one), the page 'kinema render
        --html' writes: it plays the frames at the manifest's rate (play/pause, stepping with
        the buttons or the arrow keys, a scrubber with each frame's time), and shows the
        contact sheet and the sprite sheet with its atlas rectangles when the folder has them.
        It reads DIR/<demo>/frames/manifest.json (or DIR/manifest.json beside the frames),
        contact.png and sheet.png with sheet.json (or sheet-0.png, sheet-0.json, ...). The
        page needs no network: open it from disk.

        Exit status: 0 success, 1 the page cannot be written, 2 usage error (a folder that
        is missing, holds no manifest or a damaged one).
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, spec: OptionSpec(command: "view", valueOptions: [], flags: []))
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        let path = try parsed.onlyPositional(
            command: "view",
            question: "which folder? (a render's DIR/<demo>, such as render-out/wheel)")
        let directory = URL(filePath: path, directoryHint: .isDirectory)
        let viewer: FrameViewer
        do {
            viewer = try FrameViewer(directory: directory)
        } catch let error as FrameViewerError {
            throw UsageError("view: \(error)")
        }
        // Not while a render writes into the folder.
        let lock = try DirectoryLock(directory: directory)
        defer { lock.release() }
        let page = try viewer.write(to: directory)
        let timeline = viewer.manifest.timeline
        say(
            "kinema: viewer of '\(viewer.title)' (\(timeline.count) frames at \(timeline.fps) fps): "
                + page.relativePath)
        return 0
    }
}
