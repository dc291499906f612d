// `swift package render-previews`: `kinema preview` as a SwiftPM command plugin, for a
// package that depends on Kinema. It runs the `kinema` tool SwiftPM builds from Kinema's
// package on the package the command runs in, with Kinema's folder and the arguments given.
import Foundation
import PackagePlugin

@main
struct RenderPreviews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let kinema = try context.tool(named: "kinema")
        guard let kinemaPackage = Self.kinemaPackage(in: context.package) else {
            throw PluginFailure("cannot find Kinema's package among the package's dependencies")
        }
        let root = context.package.directoryURL
        var command = ["preview", root.path]
        if !arguments.contains("--kinema") {
            command += ["--kinema", kinemaPackage.directoryURL.path]
        }
        if !arguments.contains("--out") {
            command += ["--out", root.appending(path: "render-out/previews").path]
        }
        command += arguments
        let process = Process()
        process.executableURL = kinema.url
        process.arguments = command
        // Relative paths in the arguments are the package's, as for `swift package`.
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure(
                "kinema preview failed (exit status \(process.terminationStatus)); "
                    + "its output above names the previews or files")
        }
    }

    /// The package in `package`'s graph (itself or a dependency, depth first) that has the
    /// `kinema` executable: Kinema's.
    static func kinemaPackage(in package: Package) -> Package? {
        var seen: Set<String> = []
        var queue = [package]
        while let next = queue.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == "kinema" && $0 is ExecutableProduct }) {
                return next
            }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }
}

/// A failure SwiftPM reports as the plugin's error.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
