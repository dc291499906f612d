import Foundation
import KinemaTestSupport
import Testing

/// SwiftUI files with long modifier chains type-check, through Kinema's `SwiftUI` module,
/// within a bounded amount of constraint-solver work: each fixture in TypeCheckFixtures/
/// (not part of the test target) is type-checked by the toolchain's `swiftc` with a cap on
/// the solver scopes one expression may open. The cap counts work, not time, so the test
/// is the same on a loaded machine. An overload set of Kinema's that makes the solver
/// explore exponentially fails it with "the compiler is unable to type-check this
/// expression in reasonable time"; a file the compiler cannot diagnose fails it with
/// "failed to produce diagnostic for expression".
@Suite("Type checking of long SwiftUI modifier chains")
struct TypeCheckBudgetTests {
    /// The most solver scopes an expression may open. The fixtures need at most about
    /// 8,000 today (swiftc -stats-output-dir reports them); the toolchain's own limit is
    /// about a million.
    static let scopeBudget = 50_000

    /// The build's module directory (beside the test bundle) and `swiftc`, when both exist.
    static let toolchain: (swiftc: URL, modules: URL)? = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        let modules = bundle.deletingLastPathComponent().appending(path: "Modules")
        guard
            FileManager.default.fileExists(
                atPath: modules.appending(path: "SwiftUI.swiftmodule").path)
        else { return nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appending(path: "swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return (candidate, modules)
            }
        }
        return nil
    }()

    /// The fixtures' folder, beside this file.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "TypeCheckFixtures")

    @Test(
        .enabled(if: toolchain != nil, "needs swiftc on PATH and the build's Modules folder"),
        arguments: ["RadialPulse", "LongModifierChains", "ParticleArithmetic"])
    func typeChecksWithinTheBudget(_ fixture: String) throws {
        let (swiftc, modules) = try #require(Self.toolchain)
        let process = Process()
        process.executableURL = swiftc
        process.arguments =
            ["-typecheck", "-swift-version", "6", "-I", modules.path]
            + packageCModuleFolders.flatMap { ["-I", $0] }
            + [
                "-Xfrontend", "-solver-scope-threshold=\(Self.scopeBudget)",
                Self.fixtures.appending(path: "\(fixture).swift").path,
            ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(fixture): \(text)")
        #expect(!text.contains("error"), "\(text)")
    }
}
