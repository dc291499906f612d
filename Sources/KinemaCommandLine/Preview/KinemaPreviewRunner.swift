import Foundation
import KinemaCairo
import KinemaScene

/// The program `kinema preview` builds inside a package's preview wrapper and runs: it finds
/// the previews of the package's modules in its own binary and renders each one (Kinema's
/// own; see `kinema preview --help`).
///
/// `kinema preview` writes its `main.swift`:
///
/// ```swift
/// import KinemaCommandLine
///
/// await KinemaPreviewRunner.main(modules: ["HabitTrackerUI"])
/// ```
public enum KinemaPreviewRunner {
    /// Runs the process's command line over the previews of `modules` and exits with its
    /// status: 0 when every preview rendered, 1 when one failed, 2 for a usage error, 130
    /// when interrupted.
    /// - Parameter modules: The modules whose previews to render.
    @MainActor
    public static func main(modules: [String]) async -> Never {
        InterruptHandler.install()
        exit(await run(Array(CommandLine.arguments.dropFirst()), modules: modules))
    }

    static let spec = OptionSpec(
        command: "preview",
        valueOptions: PreviewOptions.valueOptions.union([
            "--out", "--skip", "--crashed", "--sources",
        ]),
        flags: PreviewOptions.flags.union(["--list"]))

    /// The line the runner prints before it renders a preview: `» [3/10] ` and where the
    /// preview is. `kinema preview` reads it to name a preview that crashed the runner.
    static let startMarker = "» ["

    /// Runs `arguments` over the previews of `modules`; returns the exit status.
    @MainActor
    static func run(_ arguments: [String], modules: [String]) async -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, spec: spec)
            let options = try PreviewOptions(parsed, command: "preview")
            let previews = modules.flatMap { Preview.all(inModule: $0) }.filter(options.includes)
            let sources = parsed.values["--sources"].map { URL(filePath: $0) }
            let results = Self.results(for: previews, sourcesIn: sources)
            if parsed.flags.contains("--list") {
                for result in results {
                    sayNow(
                        "\(result.place)  \(result.title)  [\(result.layout)] \(result.traits.joined(separator: " "))"
                    )
                }
                return 0
            }
            guard let out = parsed.values["--out"] else {
                throw UsageError("preview: --out DIR is needed")
            }
            let output = URL(filePath: out, directoryHint: .isDirectory)
            try OutputDirectory.create(output, option: "--out")
            let skipped = Set(
                (parsed.values["--skip"] ?? "").split(separator: ",").compactMap { Int($0) })
            let crashes = try parsed.values["--crashed"].map(crashMessages) ?? [:]
            InterruptHandler.beginRendering()
            let renderer = PreviewRenderer(options: options, output: output)
            var rendered: [PreviewResult] = []
            for (preview, result) in zip(previews, results) {
                let counter = "[\(result.index + 1)/\(results.count)]"
                if skipped.contains(result.index) {
                    var failed = result
                    failed.error = crashes[result.index] ?? "skipped"
                    rendered.append(failed)
                    continue
                }
                sayNow(
                    "\(startMarker)\(result.index + 1)/\(results.count)] \(result.place)  \(result.title)"
                )
                let done = await renderer.render(preview, into: result)
                rendered.append(done)
                if InterruptHandler.flag.isStopped { return 130 }
                if let error = done.error {
                    printError(
                        "kinema: \(counter) \(done.place): preview '\(done.title)' failed: \(error)"
                    )
                } else {
                    sayNow(
                        String(
                            format: "  %@ %d frames (%@ s) of %@x%@ pt in %.2f s (%.2f s of CPU)",
                            counter, done.frames, PreviewResult.number(done.seconds),
                            PreviewResult.number(done.width), PreviewResult.number(done.height),
                            done.renderSeconds, done.renderCPUSeconds))
                }
                for note in done.notes { sayNow("    note: \(note)") }
            }
            let page = try writeGallery(rendered, options: options, modules: modules, to: output)
            sayNow("kinema: gallery: \(page.relativePath)")
            let failures = rendered.filter { $0.error != nil }
            if !failures.isEmpty {
                printError(
                    "kinema: \(failures.count) of \(rendered.count) previews failed: "
                        + failures.map { "\($0.place) '\($0.title)'" }.joined(separator: ", "))
                return 1
            }
            return 0
        } catch let error as UsageError {
            printError("kinema: \(error)")
            return 2
        } catch {
            printError("kinema: \(error)")
            return 1
        }
    }

    /// A result for each preview, with a folder name of its own and, for a provider's
    /// previews, the file and line of the provider when `sources` has them.
    @MainActor
    static func results(for previews: [Preview], sourcesIn sources: URL?) -> [PreviewResult] {
        var folders: Set<String> = []
        let finder = sources.map { ProviderSourceFinder(root: $0) }
        return previews.enumerated().map { index, preview in
            var folder = preview.fileName
            var suffix = 2
            while !folders.insert(folder).inserted {
                folder = preview.fileName + "-\(suffix)"
                suffix += 1
            }
            let location = preview.source.flatMap { source in
                source.providerType.flatMap {
                    finder?.location(of: $0, inModule: source.moduleName)
                }
            }
            return PreviewResult(preview, index: index, folder: folder, location: location)
        }
    }

    /// The messages of previews that crashed an earlier run, from the JSON file `path`
    /// (`{"3": "message"}`) that `kinema preview` writes.
    static func crashMessages(_ path: String) throws -> [Int: String] {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: String]
        else {
            throw UsageError(
                "preview: --crashed needs a JSON file of messages, but '\(path)' is not one")
        }
        return Dictionary(
            uniqueKeysWithValues: object.compactMap { key, value in Int(key).map { ($0, value) } })
    }

    /// Writes `index.html` and `previews.json` into `output`; returns the page.
    static func writeGallery(
        _ results: [PreviewResult], options: PreviewOptions, modules: [String], to output: URL
    ) throws -> URL {
        let summary =
            "\(modules.joined(separator: ", ")): \(results.count) preview\(results.count == 1 ? "" : "s") at \(PreviewResult.number(options.fps)) fps"
            + ", @\(SpriteAtlas.scaleText(options.scale))x, \(options.colorScheme == .dark ? "dark" : "light")"
            + ", on \((options.device ?? .default).name)"
            + (options.duration.map { ", \(PreviewResult.number($0)) s each" }
                ?? ", each until it settles (at most \(PreviewResult.number(options.maximumDuration)) s)")
        let gallery = FrameGallery(
            title: "Previews of \(modules.joined(separator: ", "))", summary: summary,
            entries: results.map(\.galleryEntry))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(
            Array(try encoder.encode(results)), to: output.appending(path: "previews.json"))
        return try gallery.write(to: output)
    }
}

/// Finds where a `PreviewProvider` type is declared in a module's sources: the first line
/// that declares it (`struct Name`, `enum Name`, `class Name` or `extension Name`).
struct ProviderSourceFinder {
    /// The folder holding a folder of sources per module.
    let root: URL

    /// The file and line declaring `typeName` (such as `Module.Badge_Previews`), if found.
    func location(of typeName: String, inModule module: String) -> (String, Int)? {
        guard let name = typeName.split(separator: ".").last.map(String.init) else { return nil }
        let folder = root.appending(path: module).resolvingSymlinksInPath()
        guard
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else { return nil }
        let paths = files.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") }
            .sorted()
        for path in paths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            where Self.declares(line, name) {
                return (path, number + 1)
            }
        }
        return nil
    }

    /// Whether `line` declares `name` with one of the introducers.
    static func declares(_ line: Substring, _ name: String) -> Bool {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for (index, word) in words.enumerated().dropLast()
        where ["struct", "enum", "class", "extension"].contains(word) {
            if words[index + 1] == name { return true }
        }
        return false
    }
}
