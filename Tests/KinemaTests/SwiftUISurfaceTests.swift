// The SwiftUI module's surface: `import SwiftUI` exports SwiftUI's names and none of Kinema's
// own. The compile contract shows it for a few names (CompileContract/Rejected/KinemaOnly*);
// these tests keep the two lists whole: every public type, protocol and function of the
// modules `import SwiftUI` draws from is exported by Sources/SwiftUI/Exports/ (or Combine)
// or listed among Kinema's own names, and never both.
import Foundation
import Testing

/// The repository's files this suite reads.
private enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files under `folder`, relative to the root.
    static func swiftFiles(under folder: String) -> [URL] {
        let directory = root.appending(path: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil)
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    static func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}

/// The public declarations at the top level of a module's sources.
struct TopLevelDeclarations {
    /// The modules `import SwiftUI` exports names from.
    static let modules = [
        "KinemaCore", "KinemaAnimation", "KinemaLayout", "KinemaGraphics", "KinemaClock",
        "KinemaCombine", "KinemaScene", "KinemaViews",
    ]

    /// Name → module, for every public (or open) type, protocol, type alias, function and
    /// global declared outside any braces (inside `#if` blocks too).
    static func all() -> [String: String] {
        var declared: [String: String] = [:]
        for module in modules {
            for file in Repository.swiftFiles(under: "Sources/\(module)") {
                for name in names(in: Repository.text(file)) { declared[name] = module }
            }
        }
        return declared
    }

    /// The top-level public declarations of one file.
    static func names(in source: String) -> [String] {
        let kinds: Set<Substring> = [
            "struct", "enum", "class", "protocol", "typealias", "actor", "func", "var", "let",
        ]
        let modifiers: Set<Substring> = ["nonisolated", "final", "indirect"]
        var depth = 0
        var found: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if depth == 0 {
                let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
                    .filter { !modifiers.contains($0) }
                if words.count >= 3,
                    words[words.startIndex] == "public"
                        || words[words.startIndex] == "open",
                    kinds.contains(words[words.startIndex + 1])
                {
                    let name = words[words.startIndex + 2].prefix {
                        $0.isLetter || $0.isNumber || $0 == "_"
                    }
                    if !name.isEmpty { found.append(String(name)) }
                }
            }
            depth += braceBalance(of: line)
        }
        return found
    }

    /// How much a line opens braces, string literals and line comments aside.
    static func braceBalance(of line: Substring) -> Int {
        var balance = 0
        var inString = false
        var previous: Character = " "
        var escaped = false
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/" && previous == "/" {
                break
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                balance += 1
            } else if character == "}" {
                balance -= 1
            }
            previous = character
        }
        return balance
    }
}

/// The two lists the surface is made of.
enum SurfaceLists {
    /// Names re-exported one by one (`@_exported import struct KinemaScene.Text`), with the
    /// module named: the SwiftUI module's and the Combine module's.
    static func exported() -> [String: String] {
        let files =
            Repository.swiftFiles(under: "Sources/SwiftUI/Exports")
            + [Repository.root.appending(path: "Sources/Combine/Combine.swift")]
        var names: [String: String] = [:]
        for file in files {
            for line in Repository.text(file).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count == 4, words[0] == "@_exported", words[1] == "import" else {
                    continue
                }
                let path = words[3].split(separator: ".")
                if path.count == 2 { names[String(path[1])] = String(path[0]) }
            }
        }
        return names
    }

    /// Kinema's own names: the list items of the DocC article users read.
    static func kinemaOwn() -> Set<String> {
        let article = Repository.text(
            Repository.root.appending(path: "Sources/Kinema/Kinema.docc/KinemaOwnNames.md"))
        var names: Set<String> = []
        for line in article.split(separator: "\n") where line.hasPrefix("- `") {
            let name = line.dropFirst(3).prefix { $0 != "`" }
            names.insert(String(name))
        }
        return names
    }
}

@Suite("import SwiftUI: SwiftUI's names, none of Kinema's own")
struct SwiftUISurfaceTests {
    @Test("The lists are read: hundreds of exports, dozens of Kinema's own names")
    func listsAreRead() {
        #expect(TopLevelDeclarations.all().count > 400)
        #expect(SurfaceLists.exported().count > 350)
        #expect(SurfaceLists.kinemaOwn().count > 40)
        #expect(SurfaceLists.kinemaOwn().contains("ViewHost"))
        #expect(SurfaceLists.exported()["View"] == "KinemaScene")
    }

    @Test("Every public top-level name is exported by import SwiftUI or is Kinema's own")
    func everyNameIsClassified() {
        let exported = SurfaceLists.exported()
        let own = SurfaceLists.kinemaOwn()
        let unclassified = TopLevelDeclarations.all()
            .filter { name, _ in
                !name.hasPrefix("_") && exported[name] == nil && !own.contains(name)
            }
            .map { "\($0.value).\($0.key)" }.sorted()
        #expect(
            unclassified.isEmpty,
            """
            Add each to Sources/SwiftUI/Exports/ if SwiftUI has it (or to Combine.swift), else \
            to Kinema.docc/KinemaOwnNames.md: \(unclassified)
            """)
    }

    @Test("No name is both exported and Kinema's own")
    func listsAreDisjoint() {
        let both = Set(SurfaceLists.exported().keys).intersection(SurfaceLists.kinemaOwn())
        #expect(both.isEmpty, "\(both.sorted())")
    }

    @Test("Every export names the module that declares it, and every own name exists")
    func listsAreCurrent() {
        let declared = TopLevelDeclarations.all()
        let wrong = SurfaceLists.exported().filter { declared[$0.key] != $0.value }
        #expect(wrong.isEmpty, "exported from a module that does not declare it: \(wrong)")
        let stale = SurfaceLists.kinemaOwn().filter { declared[$0] == nil }
        #expect(stale.isEmpty, "listed as Kinema's own but declared nowhere: \(stale.sorted())")
    }

    @Test("The parser finds top-level declarations only, in #if blocks too")
    func parserFindsTopLevelDeclarations() {
        let source = """
            public struct A { public struct Nested {} }
            @MainActor public protocol B {}
            #if os(Linux)
                public func c() {}
                nonisolated public final class D {}
            #endif
            public extension A { func e() {} }
            let text = "{"
            internal struct F {}
            public typealias G = Int
            """
        #expect(TopLevelDeclarations.names(in: source) == ["A", "B", "c", "D", "G"])
    }
}
