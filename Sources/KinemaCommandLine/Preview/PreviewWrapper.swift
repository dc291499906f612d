import Foundation
import KinemaCairo

/// The package `kinema preview` and `kinema test` build: the user's targets compiled from
/// their own folders, each one depending on Kinema's `SwiftUI` module, and the preview runner.
///
/// The user's `Package.swift` is not touched. The wrapper lives in the package's build folder
/// (`<package>/.build/kinema-preview`); its `Targets/<name>` are symbolic links to the
/// targets' folders, so SwiftPM compiles the user's files where they are (their `#filePath`
/// goes through the link, so snapshot references are written beside the tests). The
/// wrapper declares the user's package dependencies again, and Kinema by path; a dependency
/// the user already has on Kinema is Kinema's.
struct PreviewWrapper {
    /// The name of the runner executable.
    static let runnerName = "kinema-preview-runner"

    /// The user's package folder.
    let package: URL
    let manifest: PackageManifest
    /// Kinema's package folder.
    let kinema: URL
    /// The wrapper's folder.
    let folder: URL
    /// The library targets whose previews are rendered.
    let previewTargets: [String]
    /// Whether the user's test targets are built too (with KinemaTesting).
    let includesTests: Bool

    /// A wrapper of the package in `package` for the library targets `targets` (all of them
    /// when empty).
    ///
    /// - Throws: ``UsageError`` naming a target that is not one of the package's library
    ///   targets, or a package without any.
    init(
        package: URL, manifest: PackageManifest, kinema: URL, targets: [String],
        includesTests: Bool
    ) throws {
        self.package = package
        self.manifest = manifest
        self.kinema = kinema
        self.folder = package.appending(path: ".build/kinema-preview", directoryHint: .isDirectory)
        self.includesTests = includesTests
        let libraries = manifest.targets.filter { $0.kind == .regular }.map(\.name)
        for target in targets where !libraries.contains(target) {
            throw UsageError(
                "'\(target)' is not a library target of \(manifest.name) (its library "
                    + "targets: \(libraries.isEmpty ? "none" : libraries.joined(separator: ", ")))")
        }
        guard !libraries.isEmpty else {
            throw UsageError("\(manifest.name) has no library target to preview")
        }
        self.previewTargets = targets.isEmpty ? libraries : targets
    }

    /// SwiftPM's identity of Kinema's package: its folder's name, lowercased.
    var kinemaIdentity: String { kinema.lastPathComponent.lowercased() }

    /// The targets built: the regular (library and C) ones, and the tests when asked for.
    var mirroredTargets: [PackageManifest.Target] {
        manifest.targets.filter { $0.kind == .regular || (includesTests && $0.kind == .test) }
    }

    /// The folder of `target`'s sources in the user's package: its `path`, or the first of
    /// SwiftPM's conventional folders that exists.
    func sourceFolder(of target: PackageManifest.Target) throws -> URL {
        if let path = target.path {
            let folder =
                path.hasPrefix("/")
                ? URL(filePath: path, directoryHint: .isDirectory)
                : package.appending(path: path, directoryHint: .isDirectory)
            return folder.standardizedFileURL
        }
        let roots = target.kind == .test ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        for root in roots {
            let candidate = package.appending(path: "\(root)/\(target.name)")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                return candidate
            }
        }
        throw RuntimeError(
            "cannot find the folder of target '\(target.name)' in \(package.path) (looked in "
                + roots.map { "\($0)/\(target.name)" }.joined(separator: ", ") + ")")
    }

    /// The wrapper's link to `target`'s folder.
    func link(of target: String) -> URL {
        folder.appending(path: "Targets/\(target)")
    }

    /// The wrapper's `Package.swift`.
    var manifestText: String {
        // The user's own dependency on Kinema, by path or by the same identity (a remote
        // one checked out where --kinema points, as the render-previews plugin runs): Kinema
        // by path instead.
        let kinemaPackage = manifest.dependencies.first {
            $0.path.map { URL(filePath: $0).standardizedFileURL.path }
                == kinema.standardizedFileURL.path || $0.identity == kinemaIdentity
        }
        var dependencies = manifest.dependencies.filter { $0 != kinemaPackage }.map(\.declaration)
        dependencies.append(".package(path: \(PackageManifest.literal(kinema.path)))")
        func product(_ name: String, _ package: String) -> String {
            ".product(name: \(PackageManifest.literal(name)), package: \(PackageManifest.literal(package)))"
        }
        func condition(_ platforms: [String]?) -> String {
            guard let platforms, !platforms.isEmpty else { return "" }
            let known = [
                "linux": ".linux", "macos": ".macOS", "ios": ".iOS", "tvos": ".tvOS",
                "watchos": ".watchOS", "visionos": ".visionOS", "maccatalyst": ".macCatalyst",
                "windows": ".windows", "android": ".android", "wasi": ".wasi",
                "openbsd": ".openbsd", "driverkit": ".driverKit",
            ]
            let names = platforms.compactMap { known[$0] }
            return ", condition: .when(platforms: [\(names.joined(separator: ", "))])"
        }
        var targets: [String] = []
        for target in mirroredTargets {
            var depends = target.dependencies.map { dependency -> String in
                switch dependency {
                case .target(let name, let platforms):
                    return ".target(name: \(PackageManifest.literal(name))\(condition(platforms)))"
                case .product(let name, let package, let platforms):
                    let isKinema =
                        package.lowercased() == kinemaPackage?.identity
                        || package == kinemaPackage?.name
                    let owner = isKinema ? kinemaIdentity : package
                    return String(product(name, owner).dropLast()) + condition(platforms) + ")"
                }
            }
            depends.append(product("SwiftUI", kinemaIdentity))
            if target.kind == .test { depends.append(product("KinemaTesting", kinemaIdentity)) }
            var arguments = [
                "name: \(PackageManifest.literal(target.name))",
                "dependencies: [\n                \(depends.joined(separator: ",\n                "))\n            ]",
                "path: \(PackageManifest.literal("Targets/\(target.name)"))",
            ]
            if !target.exclude.isEmpty {
                arguments.append(
                    "exclude: [\(target.exclude.map(PackageManifest.literal).joined(separator: ", "))]"
                )
            }
            if let sources = target.sources {
                arguments.append(
                    "sources: [\(sources.map(PackageManifest.literal).joined(separator: ", "))]")
            }
            if !target.resources.isEmpty {
                let rules = target.resources.map {
                    ".\($0.rule)(\(PackageManifest.literal($0.path)))"
                }
                arguments.append("resources: [\(rules.joined(separator: ", "))]")
            }
            if let headers = target.publicHeadersPath {
                arguments.append("publicHeadersPath: \(PackageManifest.literal(headers))")
            }
            var settings = target.swiftSettings
            if target.kind == .regular {
                // A release build optimizes Kinema (the drawing) but not the user's code,
                // as Xcode builds previews: an optimized module drops the internal
                // PreviewProvider types nothing refers to, and their conformance records.
                settings.append(#".unsafeFlags(["-Onone"], .when(configuration: .release))"#)
            }
            if !settings.isEmpty {
                arguments.append("swiftSettings: [\(settings.joined(separator: ", "))]")
            }
            let kind = target.kind == .test ? "testTarget" : "target"
            targets.append(
                ".\(kind)(\n            \(arguments.joined(separator: ",\n            "))\n        )"
            )
        }
        let runnerDependencies =
            previewTargets.map { ".target(name: \(PackageManifest.literal($0)))" }
            + [product("KinemaCommandLine", kinemaIdentity)]
        targets.append(
            """
            .executableTarget(
                        name: \(PackageManifest.literal(Self.runnerName)),
                        dependencies: [\(runnerDependencies.joined(separator: ", "))],
                        path: "Runner"
                    )
            """)
        let modes =
            manifest.swiftLanguageModes.map { modes in
                "["
                    + modes.map { ".version(\(PackageManifest.literal($0)))" }.joined(
                        separator: ", ")
                    + "]"
            } ?? (manifest.toolsMajorVersion < 6 ? "[.v5]" : "[.v6]")
        return """
            // swift-tools-version: 6.0
            // Generated by `kinema preview` for \(manifest.name) (\(package.path)): the package's
            // targets, from their own folders (Targets/ links to them), built against Kinema's
            // SwiftUI module. Rewritten on every run; edit the package, not this file.
            import PackageDescription

            let package = Package(
                name: "KinemaPreview",
                dependencies: [
                    \(dependencies.joined(separator: ",\n        "))
                ],
                targets: [
                    \(targets.joined(separator: ",\n        "))
                ],
                swiftLanguageModes: \(modes)
            )

            """
    }

    /// The runner's `main.swift`.
    var runnerSource: String {
        let modules = previewTargets.map(PackageManifest.literal).joined(separator: ", ")
        return """
            // Generated by `kinema preview`: renders the previews of \(manifest.name)'s modules.
            import KinemaCommandLine

            await KinemaPreviewRunner.main(modules: [\(modules)])

            """
    }

    /// Writes the wrapper: the links, `Package.swift` and the runner, each only when it
    /// changed (so that SwiftPM's next build stays incremental).
    ///
    /// - Throws: ``RuntimeError`` naming a file or folder that cannot be written.
    func write() throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(
                at: folder.appending(path: "Targets"), withIntermediateDirectories: true)
            try manager.createDirectory(
                at: folder.appending(path: "Runner"), withIntermediateDirectories: true)
            for target in mirroredTargets {
                let destination = try sourceFolder(of: target)
                let link = self.link(of: target.name)
                if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == destination.path {
                    continue
                }
                try? manager.removeItem(at: link)
                try manager.createSymbolicLink(at: link, withDestinationURL: destination)
            }
            try writeIfChanged(manifestText, to: folder.appending(path: "Package.swift"))
            try writeIfChanged(runnerSource, to: folder.appending(path: "Runner/main.swift"))
        } catch let error as RuntimeError {
            throw error
        } catch {
            throw RuntimeError(
                "cannot write the preview package in \(folder.path): "
                    + FileErrorText.describe(error))
        }
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// `path` with a wrapper link's folder replaced by the user's folder it points to.
    func userPath(_ path: String) -> String {
        var path = path
        for target in mirroredTargets {
            let link = self.link(of: target.name).path + "/"
            guard path.contains(link), let destination = try? sourceFolder(of: target) else {
                continue
            }
            path = path.replacingOccurrences(of: link, with: destination.path + "/")
        }
        return path
    }
}
