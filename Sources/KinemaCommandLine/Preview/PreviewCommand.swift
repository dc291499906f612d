import Foundation
import KinemaCairo

/// `kinema preview <package>`: renders every preview of a SwiftUI package.
enum PreviewCommand {
    static let usage = """
        usage: kinema preview <PACKAGE> [--target T[,T...]] [--out DIR] [--list] [--filter NAME]
                              [--scale S] [--duration D] [--max-duration D] [--fps F]
                              [--device NAME] [--color-scheme light|dark] [--sheet]
                              [--debug] [--kinema PATH] [--scratch-path DIR] [--verbose]

        Builds the library targets of the SwiftUI package in the folder PACKAGE against
        Kinema's SwiftUI module and renders every #Preview and PreviewProvider in them into
        DIR (default: render-out/previews): for each preview its frames until it settles, an
        animated PNG (preview.png), a contact sheet and a frame viewer (index.html), and one
        gallery of them all, DIR/index.html. Package.swift is left as it is: the targets are
        compiled from their folders in a package of Kinema's own, PACKAGE/.build/kinema-preview
        (its Targets/ link to them), that adds Kinema's SwiftUI product to each.

          --target T         only these library targets (comma-separated; default: all)
          --out DIR          the output folder (default: render-out/previews)
          --list             list the previews (file and line, name, layout, traits), render
                             nothing
        \(PreviewOptions.usage)
          --debug            build Kinema unoptimized too: a shorter first build, previews
                             drawn about 20 times slower (by default Kinema is optimized and
                             the package's targets are not, as Xcode builds previews)
          --kinema PATH      Kinema's package folder (default: KINEMA_PACKAGE_PATH, else the
                             folder this kinema was built from)
          --scratch-path DIR SwiftPM's build folder for the preview package (default:
                             PACKAGE/.build/kinema-preview/.build); one shared with other
                             packages that depend on Kinema by path compiles Kinema once
          --verbose          show SwiftPM's output

        A preview that fails to render (or crashes) is named by its file and line, the others
        are rendered, and the exit status is 1; a package that does not build shows the
        compiler's errors at its files, exit status 1. Exit status: 0 success, 1 failure, 2
        usage error, 130 interrupted.
        """

    static let spec = OptionSpec(
        command: "preview",
        valueOptions: PreviewOptions.valueOptions.union([
            "--target", "--out", "--kinema", "--scratch-path",
        ]),
        flags: PreviewOptions.flags.union(["--list", "--verbose", "--debug"]))

    static func run(_ arguments: [String]) async throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        let path = try parsed.onlyPositional(
            command: "preview",
            question: "which package? (its folder, such as Examples/HabitTracker)")
        let options = try PreviewOptions(parsed, command: "preview")
        let targets = (parsed.values["--target"] ?? "").split(separator: ",").map(String.init)
        let clock = ContinuousClock()
        let start = clock.now
        let package = try PreviewPackage(
            path: path, targets: targets, kinemaPath: parsed.values["--kinema"],
            includesTests: false, command: "preview")
        let wrapper = package.wrapper
        sayNow(
            "kinema: building \(wrapper.previewTargets.joined(separator: ", ")) of "
                + "\(package.manifest.name) against Kinema's SwiftUI module "
                + "(\(PreviewPackage.shown(wrapper.folder.path)))")
        let configuration = parsed.flags.contains("--debug") ? "debug" : "release"
        let scratch = try PreviewBuild.scratchPath(parsed, wrapper: wrapper, command: "preview")
        do {
            try PreviewBuild.run(
                wrapper, swift: package.swift,
                arguments: [
                    "--product", PreviewWrapper.runnerName, "-c", configuration,
                    "--scratch-path", scratch.path,
                ],
                verbose: parsed.flags.contains("--verbose"))
        } catch let failure as PreviewBuild.Failure {
            for error in failure.errors { printError(PreviewPackage.shown(error)) }
            printError("kinema: \(failure)")
            return 1
        }
        let built = clock.now
        let buildCPU = Self.childrenCPUSeconds()
        sayNow(
            String(
                format: "kinema: built in %.1f s (%.1f s of CPU)", (built - start) / .seconds(1),
                buildCPU))
        let runner = scratch.appending(path: "\(configuration)/\(PreviewWrapper.runnerName)")
        let output = URL(
            filePath: parsed.values["--out"] ?? "render-out/previews", directoryHint: .isDirectory
        ).standardizedFileURL
        var runnerArguments =
            options.arguments + ["--sources", wrapper.folder.appending(path: "Targets").path]
        if parsed.flags.contains("--list") {
            runnerArguments.append("--list")
        } else {
            runnerArguments += ["--out", output.path]
        }
        let status = try runPreviews(runner, runnerArguments, wrapper: wrapper, output: output)
        if !parsed.flags.contains("--list") {
            sayNow(
                String(
                    format:
                        "kinema: previews of %@ in %.1f s (build %.1f s, render %.1f s; "
                        + "%.1f s of CPU): %@",
                    package.manifest.name, (clock.now - start) / .seconds(1),
                    (built - start) / .seconds(1), (clock.now - built) / .seconds(1),
                    Self.childrenCPUSeconds(),
                    PreviewPackage.shown(output.appending(path: FrameGallery.fileName).path)))
        }
        return status
    }

    /// The processor time, user and system, of this process's finished child processes and
    /// theirs (SwiftPM and the compilers, the runner), in seconds.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs the runner until it has gone through every preview: a preview that crashes it is
    /// named, recorded as failed, and the runner is run again without it.
    static func runPreviews(
        _ runner: URL, _ arguments: [String], wrapper: PreviewWrapper, output: URL
    ) throws -> Int32 {
        var crashes: [Int: String] = [:]
        let crashFile = wrapper.folder.appending(path: "crashed.json")
        while true {
            var started: (index: Int, line: String)?
            var extra: [String] = []
            if !crashes.isEmpty {
                let object = Dictionary(
                    uniqueKeysWithValues: crashes.map { ("\($0.key)", $0.value) })
                try JSONSerialization.data(withJSONObject: object).write(to: crashFile)
                extra = [
                    "--skip", crashes.keys.sorted().map(String.init).joined(separator: ","),
                    "--crashed", crashFile.path,
                ]
            }
            let result = try ProcessRunner.stream(runner, arguments + extra) { raw in
                let line = PreviewPackage.shown(wrapper.userPath(raw))
                sayNow(line)
                if line.hasPrefix(KinemaPreviewRunner.startMarker),
                    let slash = line.firstIndex(of: "/"),
                    let index = Int(line[line.index(line.startIndex, offsetBy: 3)..<slash])
                {
                    started = (index - 1, String(line.dropFirst(3)))
                }
            }
            guard result.crashed, let started, crashes[started.index] == nil else {
                return result.status
            }
            let message =
                "the preview crashed the renderer (signal \(result.status - 128)): see the "
                + "output above"
            printError("kinema: \(started.line): \(message)")
            crashes[started.index] = message
        }
    }
}
