import Foundation
import KinemaCairo

/// `kinema sheet`: packs existing PNG frames into a sprite sheet with an atlas.
enum SheetCommand {
    static let usage = """
        usage: kinema sheet <PNG files or directory>... [--out DIR] [--name NAME] [--packed]
                            [--padding N] [--trim] [--pot] [--max-size N]
                            [--format hash|array] [--atlas-format F[,F...]]

        Packs PNG frames (a directory contributes its *.png files in name order) into
        DIR/NAME.png and DIR/NAME.json, TexturePacker's JSON that Phaser and PixiJS load
        (or the atlases --atlas-format names).
        Identical frames are stored once.

          --out DIR        the output directory, created if missing (default: render-out)
          --name NAME      the sheet's file name without extension (default: sheet)
          --packed         MaxRects packing instead of a grid in frame order
          --padding N      transparent pixels between frames, 0...1048576 (default: 2)
          --trim           cut transparent borders (recorded in spriteSourceSize)
          --pot            power-of-two sheet sizes
          --max-size N     the largest sheet side, 1...1048576; more frames go to more
                           sheets (4096). A page over 1 GiB (16384x16384) is refused.
          --format F       hash (default) or array: the form of the TexturePacker JSON
          --atlas-format F the atlas files, comma-separated: texturepacker (NAME.json),
                           libgdx (NAME.atlas, libGDX and Spine), godot (NAME.tres, a
                           Godot 4 SpriteFrames), css (NAME.css, CSS sprites with an
                           animation); default texturepacker

        Interrupting (Ctrl-C) stops before the next frame or page and leaves only complete
        files. Exit status: 0 success, 1 unreadable or corrupt input or unwritable output,
        2 usage error, 130 interrupted.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments,
            spec: OptionSpec(
                command: "sheet",
                valueOptions: [
                    "--out", "--name", "--padding", "--max-size", "--format", "--atlas-format",
                ],
                flags: ["--packed", "--trim", "--pot"]))
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        guard !parsed.positionals.isEmpty else {
            throw UsageError("sheet: give PNG files or a directory of them")
        }
        var options = SpriteSheetOptions(
            layout: parsed.flags.contains("--packed") ? .packed : .grid(),
            trimsTransparentBorders: parsed.flags.contains("--trim"),
            usesPowerOfTwoSizes: parsed.flags.contains("--pot"))
        let limit = SpriteSheetOptions.maximumValue
        if let padding = try parsed.integer("--padding", command: "sheet") {
            guard (0...limit).contains(padding) else {
                throw UsageError("sheet: --padding must be 0...\(limit), but is \(padding)")
            }
            options.padding = padding
        }
        if let side = try parsed.integer("--max-size", command: "sheet") {
            guard (1...limit).contains(side) else {
                throw UsageError("sheet: --max-size must be 1...\(limit), but is \(side)")
            }
            options.maximumSize = PixelSize(width: side, height: side)
        }
        let format: AtlasFormat
        switch parsed.values["--format"] ?? "hash" {
        case "hash": format = .hash
        case "array": format = .array
        case let other: throw UsageError("sheet: --format must be hash or array, but is '\(other)'")
        }
        let formats = try AtlasFormatOption.parse(parsed, command: "sheet", json: format)
        let name = parsed.values["--name"] ?? "sheet"
        guard !name.isEmpty, !name.contains("/") else {
            throw UsageError("sheet: --name must be a file name without '/', but is '\(name)'")
        }
        let output = URL(
            filePath: try parsed.nonEmpty("--out", command: "sheet", what: "a directory")
                ?? "render-out", directoryHint: .isDirectory)
        let files = try inputFiles(parsed.positionals)
        try OutputDirectory.create(output, option: "--out")
        let frames = files.map { SpriteFrameFile(url: $0) }
        let atlas: SpriteAtlas
        let written: [URL]
        // From here a Ctrl-C stops the packing before the next frame or page (whole files
        // only, never a temporary one left behind) instead of ending the process at once.
        let stop = InterruptHandler.flag
        InterruptHandler.beginRendering()
        do {
            (atlas, written) = try SpriteAtlas.write(
                files: frames, options: options, to: output, named: name, formats: formats,
                stopFlag: stop)
        } catch SpriteSheetError.stopped {
            printError("kinema: sheet: interrupted; every file written is complete")
            return 130
        } catch let error as SpriteSheetError {
            guard case .overMemoryBudget = error else { throw error }
            throw UsageError("sheet: --padding and --max-size: \(error)")
        }
        if stop.isStopped {
            printError("kinema: sheet: interrupted after the last page was written")
            return 130
        }
        say(
            "kinema: \(frames.count) frames on \(atlas.pageSizes.count) sheet(s): "
                + written.map(\.relativePath).joined(separator: ", "))
        return 0
    }

    /// The PNG files named, with directories expanded to their `*.png` files by name.
    static func inputFiles(_ paths: [String]) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw RuntimeError("sheet: '\(path)' does not exist")
            }
            guard isDirectory.boolValue else {
                files.append(URL(filePath: path))
                continue
            }
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw RuntimeError(
                    "sheet: cannot list '\(path)': \(FileErrorText.describe(error))")
            }
            let names = entries.filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }
                .sorted()
            guard !names.isEmpty else { throw RuntimeError("sheet: no PNG files in '\(path)'") }
            files += names.map { URL(filePath: path).appending(path: $0) }
        }
        return files
    }
}
