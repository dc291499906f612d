import Foundation
import KinemaCairo
import KinemaDemos

/// Dispatches to the subcommands and turns errors into messages and exit statuses:
/// 0 success, 1 a runtime failure, 2 a usage error, 130 interrupted (SIGINT).
@MainActor
enum KinemaCommand {
    static let usage = """
        usage: kinema [COMMAND] [OPTIONS]

        Without a command, renders the default demo into render-out/ (frames, sprite sheet,
        atlas, contact sheet) and prints where everything is.

        commands:
          render <demo>   render a demo into PNG frames (and sheets, video, GIF)
          demos           list the demos
          sheet <files>   pack existing PNG frames into a sprite sheet with an atlas
          diff <a> <b>    compare two PNG images (exit 1 when they differ)
          curves          print a sampled table of the timing curves and springs

        Run 'kinema COMMAND --help' for a command's options.
        Exit status: 0 success, 1 runtime failure, 2 usage error, 130 interrupted.
        """

    /// Runs the command line and returns the exit status.
    static func run(_ arguments: [String]) async -> Int32 {
        let command = arguments.first ?? ""
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "": return try await RenderCommand.runDefault()
            case "--help", "-h", "help":
                print(usage)
                return 0
            case "render": return try await RenderCommand.run(rest)
            case "demos": return try DemosCommand.run(rest)
            case "sheet": return try SheetCommand.run(rest)
            case "diff": return try DiffCommand.run(rest)
            case "curves": return try CurvesCommand.run(rest)
            default:
                throw UsageError(
                    "unknown command '\(command)'; expected render, demos, sheet, diff or curves")
            }
        } catch let error as UsageError {
            printError("kinema: \(error)\n(run 'kinema --help' or 'kinema COMMAND --help')")
            return 2
        } catch let error as FrameSequenceError {
            printError("kinema: \(error)" + (hint(for: error).map { "\n\($0)" } ?? ""))
            return status(of: error)
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
    static func hint(for error: FrameSequenceError) -> String? {
        switch error {
        case .interrupted: "(run the same command again with --resume to finish)"
        case .settingsChanged: "(run the same command without --resume to start over)"
        default: nil
        }
    }
}

/// `kinema demos`: the demos and their defaults.
@MainActor
enum DemosCommand {
    static let usage = """
        usage: kinema demos

        Lists the demos 'kinema render' knows, with their default size, length and rate.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, spec: OptionSpec(command: "demos", valueOptions: [], flags: []))
        if parsed.wantsHelp {
            print(usage)
            return 0
        }
        if let extra = parsed.positionals.first {
            throw UsageError("demos: unexpected argument '\(extra)'")
        }
        for demo in DemoRegistry.all {
            let marker = demo.name == DemoRegistry.defaultName ? " (default)" : ""
            print(
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
            print(usage)
            return 0
        }
        if let extra = parsed.positionals.first {
            throw UsageError("curves: unexpected argument '\(extra)'")
        }
        let samples = try parsed.integer("--samples", command: "curves") ?? 10
        guard (1...1000).contains(samples) else {
            throw UsageError("curves: --samples must be 1...1000, but is \(samples)")
        }
        print(CurveTable(intervals: samples).text)
        return 0
    }
}
