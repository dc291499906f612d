import Foundation
import KinemaCairo

/// The `kinema` command line over a package's own scenes: `render`, `demos`, `sheet`,
/// `diff`, `curves`, `finish`, `view`, every option, with no argument parsing to write.
///
/// A user's executable target passes its scenes:
///
/// ```swift
/// import KinemaCommandLine
///
/// await KinemaCommand.main(scenes: [
///     RenderableScene(name: "pulse", duration: 2) { PulseScene.timeline() }
/// ])
/// ```
///
/// Errors become messages and exit statuses: 0 success, 1 a runtime failure, 2 a usage
/// error, 130 interrupted (SIGINT).
public struct KinemaCommand: Sendable {
    /// The scenes `render` knows, in the order `demos` lists them.
    public var scenes: [RenderableScene]
    /// The scene rendered when no command is given; the first one when `nil`.
    public var defaultScene: String?

    /// Creates the command line over `scenes`.
    ///
    /// - Parameters:
    ///   - scenes: The scenes, with distinct names.
    ///   - defaultScene: The scene rendered without a command; `nil` (the default) for the
    ///     first.
    public init(scenes: [RenderableScene], defaultScene: String? = nil) {
        self.scenes = scenes
        self.defaultScene = defaultScene
    }

    /// Runs the process's command line over `scenes` and exits with its status; SIGINT and
    /// SIGTERM stop a render gracefully (status 130).
    ///
    /// - Parameters:
    ///   - scenes: The scenes, with distinct names.
    ///   - defaultScene: The scene rendered without a command; `nil` (the default) for the
    ///     first.
    public static func main(scenes: [RenderableScene], defaultScene: String? = nil) async -> Never {
        InterruptHandler.install()
        let command = KinemaCommand(scenes: scenes, defaultScene: defaultScene)
        exit(await command.run(Array(CommandLine.arguments.dropFirst())))
    }

    /// The scene called `name`, or `nil`.
    func scene(named name: String) -> RenderableScene? {
        scenes.first { $0.name == name }
    }

    /// The name of the scene rendered without a command.
    var defaultName: String? { defaultScene ?? scenes.first?.name }

    static let usage = """
        usage: kinema [COMMAND] [OPTIONS]

        Without a command, renders the default demo into render-out/ (frames, sprite sheet,
        atlas, contact sheet) and prints where everything is.

        commands:
          render <demo>   render a demo into PNG frames (and sheets, video, GIF)
          demos           list the demos
          sheet <files>   pack existing PNG frames into a sprite sheet with an atlas
          diff <a> <b>    compare two PNG images (exit 1 when they differ)
          finish <DIR>    put the shards of a render (render --shard I/N) together
          view <DIR>      write the HTML viewer (index.html) of a finished render
          curves          print a sampled table of the timing curves and springs
          preview <PKG>   render every #Preview of a SwiftUI package, with a gallery
          test <PKG>      run a SwiftUI package's tests against Kinema (KinemaTesting)

        Run 'kinema COMMAND --help' for a command's options.
        Exit status: 0 success, 1 runtime failure, 2 usage error, 130 interrupted.
        """

    /// Runs the command line `arguments` (without the program's name) and returns the exit
    /// status; prints what it did to standard output and errors to standard error.
    ///
    /// - Parameter arguments: The arguments, such as `["render", "pulse", "--scale", "2"]`.
    /// - Returns: 0 success, 1 a runtime failure, 2 a usage error, 130 interrupted.
    public func run(_ arguments: [String]) async -> Int32 {
        let command = arguments.first ?? ""
        let rest = Array(arguments.dropFirst())
        do {
            let names = scenes.map(\.name)
            if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
                throw RuntimeError("two scenes are called '\(twice)'; scene names must differ")
            }
            switch command {
            case "": return try await RenderCommand.runDefault(self)
            case "--help", "-h", "help":
                say(Self.usage)
                return 0
            case "render": return try await RenderCommand.run(rest, self)
            case "finish": return try await FinishCommand.run(rest, self)
            case "demos": return try DemosCommand.run(rest, self)
            case "sheet": return try SheetCommand.run(rest)
            case "diff": return try DiffCommand.run(rest)
            case "view": return try ViewCommand.run(rest)
            case "curves": return try CurvesCommand.run(rest)
            case "preview": return try await PreviewCommand.run(rest)
            case "test": return try TestCommand.run(rest)
            default:
                throw UsageError(
                    "unknown command '\(command)'; expected render, demos, sheet, diff, "
                        + "finish, view, curves, preview or test")
            }
        } catch let error as UsageError {
            printError("kinema: \(error)\n(run 'kinema --help' or 'kinema COMMAND --help')")
            return 2
        } catch let error as FrameSequenceError {
            printError(
                "kinema: \(error)"
                    + (Self.hint(for: error, command: command).map { "\n\($0)" } ?? ""))
            return Self.status(of: error)
        } catch let error as CocoaError {
            // A Foundation file error that escaped a more specific message: a sentence with
            // the path and the cause, never the raw `Error Domain=...` dump.
            let path = error.filePath.map { "'\($0)': " } ?? ""
            printError("kinema: \(path)\(FileErrorText.describe(error))")
            return 1
        } catch {
            printError("kinema: \(error)")
            return 1
        }
    }

    /// Bad values of arguments are usage errors; the rest are runtime failures.
    static func status(of error: FrameSequenceError) -> Int32 {
        switch error {
        case .invalidFPS, .invalidTimeRange, .invalidFrameRange, .tooManyFrames, .invalidSize,
            .overMemoryBudget, .frameIndexTooLarge, .timeOutOfRange, .settingsChanged,
            .unsupportedFrameRate:
            2
        case .interrupted: 130
        default: 1
        }
    }

    /// What to do next, in the command's own options.
    static func hint(for error: FrameSequenceError, command: String) -> String? {
        switch error {
        case .interrupted where command == "finish": "(run the same command again to finish)"
        case .interrupted: "(run the same command again with --resume to finish)"
        case .settingsChanged: "(run the same command without --resume to start over)"
        default: nil
        }
    }
}

/// `kinema demos`: the demos and their defaults.
enum DemosCommand {
    static let usage = """
        usage: kinema demos

        Lists the demos 'kinema render' knows, with their default size, length and rate.
        """

    static func run(_ arguments: [String], _ command: KinemaCommand) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, spec: OptionSpec(command: "demos", valueOptions: [], flags: []))
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        if let extra = parsed.positionals.first {
            throw UsageError("demos: unexpected argument '\(extra)'")
        }
        for demo in command.scenes {
            let marker = demo.name == command.defaultName ? " (default)" : ""
            say(
                "\(demo.name)\(marker): \(demo.summary); \(demo.size.width)x\(demo.size.height), "
                    + "\(demo.duration) s at \(demo.fps) fps")
        }
        return 0
    }
}

/// `kinema curves`: the sampled table of curves and springs.
enum CurvesCommand {
    static let usage = """
        usage: kinema curves [--samples N]

        Prints timing curves and springs sampled at N + 1 evenly spaced points (N = 10).
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, spec: OptionSpec(command: "curves", valueOptions: ["--samples"], flags: []))
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        if let extra = parsed.positionals.first {
            throw UsageError("curves: unexpected argument '\(extra)'")
        }
        let samples = try parsed.integer("--samples", command: "curves") ?? 10
        guard (1...1000).contains(samples) else {
            throw UsageError("curves: --samples must be 1...1000, but is \(samples)")
        }
        say(CurveTable(intervals: samples).text)
        return 0
    }
}
