import Foundation

/// A user's package made ready for `kinema preview` or `kinema test`: its manifest read,
/// Kinema found, the wrapper written.
struct PreviewPackage {
    let swift: URL
    let manifest: PackageManifest
    let wrapper: PreviewWrapper

    /// Reads the package in `path`, finds Kinema (`kinemaPath`, else `KINEMA_PACKAGE_PATH`,
    /// else the source folder this program was built from) and writes the wrapper for the
    /// library targets `targets` (all of them when empty).
    ///
    /// - Throws: ``UsageError`` for a folder without a package or an unknown target;
    ///   ``RuntimeError`` when SwiftPM or Kinema cannot be found or the wrapper cannot be
    ///   written.
    init(path: String, targets: [String], kinemaPath: String?, includesTests: Bool, command: String)
        throws
    {
        let package = URL(filePath: path, directoryHint: .isDirectory).standardizedFileURL
        guard FileManager.default.fileExists(atPath: package.appending(path: "Package.swift").path)
        else {
            throw UsageError("\(command): '\(path)' is not a package folder (no Package.swift)")
        }
        guard let swift = ProcessRunner.find("swift") else {
            throw RuntimeError("\(command): cannot find 'swift' on the PATH")
        }
        self.swift = swift
        manifest = try PackageManifest.load(packageAt: package, swift: swift)
        wrapper = try PreviewWrapper(
            package: package, manifest: manifest, kinema: try Self.kinema(kinemaPath),
            targets: targets, includesTests: includesTests)
        try wrapper.write()
    }

    /// Kinema's package folder.
    static func kinema(_ option: String?) throws -> URL {
        let candidates: [(String, String)] =
            [
                option.map { ($0, "--kinema") },
                ProcessInfo.processInfo.environment["KINEMA_PACKAGE_PATH"].map {
                    ($0, "KINEMA_PACKAGE_PATH")
                },
            ].compactMap { $0 }
        for (path, origin) in candidates {
            let folder = URL(filePath: path, directoryHint: .isDirectory).standardizedFileURL
            guard isKinema(folder) else {
                throw UsageError("\(origin) '\(path)' is not Kinema's package folder")
            }
            return folder
        }
        // This file is Sources/KinemaCommandLine/Preview/PreviewPackage.swift in Kinema.
        let built = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard isKinema(built) else {
            throw RuntimeError(
                "cannot find Kinema's package folder (this program was built from \(built.path)); "
                    + "pass --kinema PATH or set KINEMA_PACKAGE_PATH")
        }
        return built
    }

    private static func isKinema(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appending(path: "Package.swift").path)
            && manager.fileExists(atPath: folder.appending(path: "Sources/SwiftUI").path)
    }

    /// `text` with the paths inside the current folder made relative to it.
    static func shown(_ text: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        guard current != "/" else { return text }
        return text.replacingOccurrences(of: current + "/", with: "")
    }
}
