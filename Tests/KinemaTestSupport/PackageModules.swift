// Shared by the test targets that compile SwiftUI files with swiftc against the built
// modules. Not API: the target is not a product.
import Foundation

/// The folders of the package's C targets' module maps: a Swift module that imports one,
/// even with `internal import`, needs it found by the modules that import that module.
public let packageCModuleFolders: [String] = {
    let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return targets.filter { $0.hasPrefix("C") }.sorted().compactMap { target in
        let folder = sources.appending(path: target)
        for candidate in [folder.appending(path: "include"), folder]
        where FileManager.default.fileExists(
            atPath: candidate.appending(path: "module.modulemap").path)
        {
            return candidate.path
        }
        return nil
    }
}()
