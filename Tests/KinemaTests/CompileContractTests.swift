// The compile-time half of SwiftUI's concurrency contract: small SwiftUI files that
// SwiftUI accepts must compile against Kinema's `SwiftUI` module, and files SwiftUI rejects
// must fail with the diagnostic SwiftUI users see. The same holds for names: a file using a
// name of Kinema's own under `import SwiftUI` alone fails as it would on Apple's SwiftUI
// (Rejected/KinemaOnly*), and compiles under `import Kinema` (Accepted/KinemaKeepsEverything).
// Each file is compiled by the toolchain's `swiftc` against the modules this test run was
// built with.
import Foundation
import KinemaTestSupport
import Testing

/// One file of `CompileContract/`, and what compiling it must give.
struct ContractFile: CustomTestStringConvertible, Sendable {
    /// What a file expects.
    enum Expectation: Sendable, Equatable {
        /// No error.
        case compiles
        /// An error with this text: the file does not compile.
        case error(String)
        /// A diagnostic with this text, an error or a warning: Swift 6.3 reports isolation
        /// a type gets from SwiftUI's `@MainActor @preconcurrency` `View` as a warning in
        /// the Swift 6 language mode, for Apple's SwiftUI and for Kinema alike.
        case diagnostic(String)
    }

    let url: URL
    let expectation: Expectation
    /// The Swift language mode to compile with (`// swift-version: 5` in the file).
    let languageMode: Int

    var testDescription: String { url.lastPathComponent }

    /// The files of `CompileContract/<folder>/`, in name order.
    static func files(in folder: String) -> [ContractFile] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "CompileContract").appending(path: folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            let url = directory.appending(path: name)
            let lines = ((try? String(contentsOf: url, encoding: .utf8)) ?? "")
                .split(separator: "\n").prefix(3).map(String.init)
            var expectation = Expectation.compiles
            var mode = 6
            for line in lines {
                if let text = line.value(after: "// expect-error: ") {
                    expectation = .error(text)
                } else if let text = line.value(after: "// expect-diagnostic: ") {
                    expectation = .diagnostic(text)
                } else if line == "// swift-version: 5" {
                    mode = 5
                }
            }
            return ContractFile(url: url, expectation: expectation, languageMode: mode)
        }
    }
}

extension String {
    /// The rest of the string after `prefix`, if it starts with it.
    fileprivate func value(after prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}

/// What the compiler said of a file.
struct CompileOutcome {
    /// Whether it compiled (exit status 0).
    let succeeded: Bool
    /// The diagnostic lines (`file:line:column: error: ...`).
    let diagnostics: [String]

    /// Whether a diagnostic of `severity` ("error", "warning") has `text`.
    func has(_ severity: String, _ text: String) -> Bool {
        diagnostics.contains { $0.contains(" \(severity): \(text)") }
    }
}

/// Compiles `file` through SIL generation (region-based isolation is checked there, not by
/// the type checker) against the modules next to this test binary.
func compile(_ file: ContractFile) throws -> CompileOutcome {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    // .build/<triple>/debug/KinemaPackageTests.xctest -> .build/<triple>/debug/Modules
    let modules = executable.deletingLastPathComponent().appending(path: "Modules")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
        [
            "swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "\(file.languageMode)",
            "-I", modules.path,
        ] + packageCModuleFolders.flatMap { ["-I", $0] } + [file.url.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    // The file's diagnostics, and errors that name no file (a module not found), so a
    // failure says why.
    let diagnostics = text.split(separator: "\n").map(String.init).filter {
        ($0.hasPrefix(file.url.path) && ($0.contains(" error: ") || $0.contains(" warning: ")))
            || ($0.hasPrefix("<unknown>") && $0.contains(" error: "))
    }
    return CompileOutcome(succeeded: process.terminationStatus == 0, diagnostics: diagnostics)
}

@Suite("Concurrency contract: SwiftUI files compile as SwiftUI compiles them")
struct CompileContractTests {
    @Test(
        "Files SwiftUI accepts compile in Swift 6 mode",
        arguments: ContractFile.files(in: "Accepted"))
    func accepted(_ file: ContractFile) throws {
        let outcome = try compile(file)
        #expect(outcome.succeeded, "\(outcome.diagnostics.joined(separator: "\n"))")
        #expect(
            !outcome.diagnostics.contains { $0.contains(" error: ") },
            "\(outcome.diagnostics.joined(separator: "\n"))")
    }

    @Test(
        "Files SwiftUI rejects fail with SwiftUI's diagnostic",
        arguments: ContractFile.files(in: "Rejected"))
    func rejected(_ file: ContractFile) throws {
        let outcome = try compile(file)
        let report = outcome.diagnostics.joined(separator: "\n")
        switch file.expectation {
        case .error(let text):
            #expect(!outcome.succeeded, "compiled, but SwiftUI rejects it")
            #expect(outcome.has("error", text), "no error '\(text)' in:\n\(report)")
        case .diagnostic(let text):
            #expect(
                outcome.has("error", text) || outcome.has("warning", text),
                "no diagnostic '\(text)' in:\n\(report)")
        case .compiles:
            Issue.record("a rejected file names no expected diagnostic")
        }
    }

    @Test("Both folders hold files")
    func foldersAreNotEmpty() {
        #expect(ContractFile.files(in: "Accepted").count >= 6)
        #expect(ContractFile.files(in: "Rejected").count >= 5)
    }
}
