import Foundation

/// `kinema test <package>`: runs a SwiftUI package's tests against Kinema, with
/// KinemaTesting.
enum TestCommand {
    static let usage = """
        usage: kinema test <PACKAGE> [--target T[,T...]] [--kinema PATH] [--scratch-path DIR]
                           [-- ARGUMENTS...]

        Runs the test targets of the SwiftUI package in the folder PACKAGE with 'swift test',
        built against Kinema's SwiftUI module, each test target with KinemaTesting
        (expectSnapshot, layout frames, previews as tests) to import. Package.swift is left as
        it is: the targets are compiled from their folders in PACKAGE/.build/kinema-preview,
        as 'kinema preview' does. ARGUMENTS after -- go to 'swift test' (such as
        --filter Snapshots). KINEMA_RECORD_SNAPSHOTS=1 records snapshot references (never
        when CI=true).

          --target T         build only these library targets and the tests (default: all)
          --kinema PATH      Kinema's package folder (default: KINEMA_PACKAGE_PATH, else the
                             folder this kinema was built from)
          --scratch-path DIR SwiftPM's build folder (default:
                             PACKAGE/.build/kinema-preview/.build)

        Exit status: swift test's (0 when every test passed), 2 usage error.
        """

    static let spec = OptionSpec(
        command: "test", valueOptions: ["--target", "--kinema", "--scratch-path"], flags: [])

    static func run(_ arguments: [String]) throws -> Int32 {
        let split = arguments.firstIndex(of: "--")
        let own = Array(arguments[..<(split ?? arguments.endIndex)])
        let passed = split.map { Array(arguments[arguments.index(after: $0)...]) } ?? []
        let parsed = try ParsedArguments(own, spec: spec)
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        let path = try parsed.onlyPositional(
            command: "test", question: "which package? (its folder, such as Examples/HabitTracker)")
        let targets = (parsed.values["--target"] ?? "").split(separator: ",").map(String.init)
        let package = try PreviewPackage(
            path: path, targets: targets, kinemaPath: parsed.values["--kinema"],
            includesTests: true, command: "test")
        guard package.manifest.targets.contains(where: { $0.kind == .test }) else {
            throw UsageError("test: \(package.manifest.name) has no test target")
        }
        sayNow(
            "kinema: testing \(package.manifest.name) against Kinema's SwiftUI module "
                + "(\(PreviewPackage.shown(package.wrapper.folder.path)))")
        do {
            try PreviewBuild.run(
                package.wrapper, swift: package.swift, subcommand: "test",
                arguments: [
                    "--scratch-path",
                    try PreviewBuild.scratchPath(parsed, wrapper: package.wrapper, command: "test")
                        .path,
                ] + passed,
                verbose: true)
        } catch let failure as PreviewBuild.Failure {
            return failure.status
        }
        return 0
    }
}
