import Foundation

/// The parts of a package's manifest `kinema preview` needs to build its targets in a wrapper
/// package: what `swift package dump-package` prints, read as JSON.
struct PackageManifest: Equatable {
    /// A target: its kind, where its sources are, what it depends on, its resources and
    /// Swift settings.
    struct Target: Equatable {
        enum Kind: String { case regular, test, executable, system, binary, plugin, macro }
        var name: String
        var kind: Kind
        /// The path from the package's folder, if the manifest gives one.
        var path: String?
        var dependencies: [Dependency]
        var exclude: [String]
        /// `sources:` when the manifest lists them.
        var sources: [String]?
        /// `(rule, path)` with rule `process` or `copy`.
        var resources: [(rule: String, path: String)]
        /// Swift settings, as `SwiftSetting` expressions (`.define("FOO")`).
        var swiftSettings: [String]
        /// `publicHeadersPath:` of a C target.
        var publicHeadersPath: String?

        static func == (lhs: Target, rhs: Target) -> Bool {
            lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.path == rhs.path
                && lhs.dependencies == rhs.dependencies && lhs.exclude == rhs.exclude
                && lhs.sources == rhs.sources && lhs.swiftSettings == rhs.swiftSettings
                && lhs.publicHeadersPath == rhs.publicHeadersPath
                && lhs.resources.map(\.rule) == rhs.resources.map(\.rule)
                && lhs.resources.map(\.path) == rhs.resources.map(\.path)
        }
    }

    /// A target's dependency: another target, or a product of a package.
    enum Dependency: Equatable {
        /// A target (or a product of the same name) of this package.
        case target(String, platforms: [String]?)
        /// The product `name` of the package with identity or name `package`.
        case product(String, package: String, platforms: [String]?)
    }

    /// A package the manifest depends on, as the wrapper declares it again.
    struct PackageDependency: Equatable {
        /// SwiftPM's identity (the last path component, lowercased).
        var identity: String
        /// The name `.product(name:package:)` may use for it (`nameForTargetDependency...`).
        var name: String?
        /// The `.package(...)` expression.
        var declaration: String
        /// The folder of a local package.
        var path: String?
    }

    var name: String
    var targets: [Target]
    var dependencies: [PackageDependency]
    /// `swiftLanguageModes` (or the older `swiftLanguageVersions`), such as `["6"]`.
    var swiftLanguageModes: [String]?
    /// `platforms`, as `SupportedPlatform` expressions (`.macOS("15.0")`).
    var platforms: [String]
    /// The major version of the manifest's tools version (`// swift-tools-version: 6.0`).
    var toolsMajorVersion: Int
}

extension PackageManifest {
    /// The manifest of the package in `folder`, from `swift package dump-package`.
    ///
    /// - Throws: ``RuntimeError`` naming the folder and SwiftPM's message when the manifest
    ///   cannot be read.
    static func load(packageAt folder: URL, swift: URL) throws -> PackageManifest {
        let result = try ProcessRunner.run(
            swift, ["package", "dump-package", "--package-path", folder.path])
        guard result.status == 0 else {
            throw RuntimeError(
                "cannot read the package in '\(folder.path)': "
                    + result.errorText.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return try PackageManifest(json: result.output, folder: folder)
    }

    /// Reads `dump-package`'s JSON.
    init(json: Data, folder: URL) throws {
        func damaged(_ what: String) -> RuntimeError {
            RuntimeError(
                "cannot read the manifest of '\(folder.path)' (\(what) in dump-package's output)")
        }
        guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let name = root["name"] as? String, let targets = root["targets"] as? [[String: Any]]
        else { throw damaged("no name or targets") }
        self.name = name
        self.targets = try targets.map { object in
            guard let name = object["name"] as? String, let type = object["type"] as? String,
                let kind = Target.Kind(rawValue: type)
            else { throw damaged("a target without a name or a known type") }
            return Target(
                name: name, kind: kind, path: object["path"] as? String,
                dependencies: (object["dependencies"] as? [[String: Any]] ?? []).compactMap(
                    Self.dependency),
                exclude: object["exclude"] as? [String] ?? [],
                sources: object["sources"] as? [String],
                resources: (object["resources"] as? [[String: Any]] ?? []).compactMap { resource in
                    guard let path = resource["path"] as? String,
                        let rule = (resource["rule"] as? [String: Any])?.keys.first
                    else { return nil }
                    return (rule, path)
                },
                swiftSettings: (object["settings"] as? [[String: Any]] ?? []).compactMap(
                    Self.swiftSetting),
                publicHeadersPath: object["publicHeadersPath"] as? String)
        }
        self.dependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap {
            Self.packageDependency($0, folder: folder)
        }
        let tools = (root["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "6.0.0"
        self.toolsMajorVersion = Int(tools.prefix { $0 != "." }) ?? 6
        let modes = root["swiftLanguageModes"] ?? root["swiftLanguageVersions"]
        self.swiftLanguageModes = modes as? [String]
        self.platforms = (root["platforms"] as? [[String: Any]] ?? []).compactMap { platform in
            guard let name = platform["platformName"] as? String,
                let version = platform["version"] as? String
            else { return nil }
            let names = [
                "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS",
                "visionos": "visionOS", "maccatalyst": "macCatalyst", "driverkit": "driverKit",
            ]
            return names[name].map { ".\($0)(\(Self.literal(version)))" }
        }
    }

    /// A target dependency from `{"byName": [name, condition]}`, `{"target": [...]}` or
    /// `{"product": [name, package, aliases, condition]}`.
    private static func dependency(_ object: [String: Any]) -> Dependency? {
        func platforms(_ condition: Any?) -> [String]? {
            (condition as? [String: Any])?["platformNames"] as? [String]
        }
        if let values = (object["byName"] ?? object["target"]) as? [Any],
            let name = values.first as? String
        {
            return .target(name, platforms: platforms(values.count > 1 ? values[1] : nil))
        }
        if let values = object["product"] as? [Any], let name = values.first as? String,
            values.count > 1, let package = values[1] as? String
        {
            return .product(
                name, package: package, platforms: platforms(values.count > 3 ? values[3] : nil))
        }
        return nil
    }

    /// A Swift setting as a `SwiftSetting` expression; `nil` for other tools' settings and
    /// conditions the wrapper cannot write again.
    private static func swiftSetting(_ object: [String: Any]) -> String? {
        guard object["tool"] as? String == "swift", object["condition"] == nil,
            let kind = object["kind"] as? [String: Any], let (name, value) = kind.first,
            let argument = (value as? [String: Any])?["_0"]
        else { return nil }
        switch (name, argument) {
        case ("define", let text as String): return ".define(\(literal(text)))"
        case ("enableUpcomingFeature", let text as String):
            return ".enableUpcomingFeature(\(literal(text)))"
        case ("enableExperimentalFeature", let text as String):
            return ".enableExperimentalFeature(\(literal(text)))"
        case ("swiftLanguageMode", let text as String):
            return ".swiftLanguageMode(.version(\(literal(text))))"
        case ("unsafeFlags", let flags as [String]):
            return ".unsafeFlags([\(flags.map(literal).joined(separator: ", "))])"
        default: return nil
        }
    }

    /// A package dependency declared again: local ones by absolute path, remote ones with
    /// their requirement.
    private static func packageDependency(_ object: [String: Any], folder: URL)
        -> PackageDependency?
    {
        if let local = (object["fileSystem"] as? [[String: Any]])?.first,
            let identity = local["identity"] as? String, let path = local["path"] as? String
        {
            let absolute = URL(filePath: path, relativeTo: folder).standardizedFileURL.path
            return PackageDependency(
                identity: identity, name: local["nameForTargetDependencyResolutionOnly"] as? String,
                declaration: ".package(path: \(literal(absolute)))", path: absolute)
        }
        guard let remote = (object["sourceControl"] as? [[String: Any]])?.first,
            let identity = remote["identity"] as? String,
            let url = ((remote["location"] as? [String: Any])?["remote"] as? [[String: Any]])?
                .first?["urlString"] as? String,
            let requirement = remote["requirement"] as? [String: Any],
            let (kind, value) = requirement.first
        else { return nil }
        let first = (value as? [Any])?.first
        let condition: String
        switch (kind, first) {
        case ("range", let bounds as [String: String]):
            guard let lower = bounds["lowerBound"], let upper = bounds["upperBound"] else {
                return nil
            }
            condition = "\(literal(lower))..<\(literal(upper))"
        case ("exact", let version as String): condition = "exact: \(literal(version))"
        case ("branch", let branch as String): condition = "branch: \(literal(branch))"
        case ("revision", let revision as String): condition = "revision: \(literal(revision))"
        default: return nil
        }
        return PackageDependency(
            identity: identity, name: nil,
            declaration: ".package(url: \(literal(url)), \(condition))", path: nil)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }
}
