// The pieces of `kinema preview` that need no build: reading dump-package's JSON, the
// wrapper package written from it, SwiftPM's output read back, settling, source lookup.
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaScene
import Testing

@testable import KinemaCommandLine

@Suite struct PreviewPackageTests {
    /// What `swift package dump-package` prints for a package with a library depending on
    /// another target, a remote package and Kinema, a C target and a test target.
    static let dump = """
        {"name": "Shop", "toolsVersion": {"_version": "5.10.0"},
         "platforms": [{"platformName": "ios", "version": "17.0"}],
         "dependencies": [
           {"sourceControl": [{"identity": "swift-algorithms",
             "location": {"remote": [{"urlString": "https://github.com/apple/swift-algorithms"}]},
             "requirement": {"range": [{"lowerBound": "1.2.0", "upperBound": "2.0.0"}]}}]},
           {"fileSystem": [{"identity": "kinema", "nameForTargetDependencyResolutionOnly": "Kinema",
             "path": "/src/kinema"}]}],
         "targets": [
           {"name": "ShopUI", "type": "regular", "exclude": ["Notes.md"],
            "resources": [{"path": "Assets", "rule": {"process": {}}}],
            "settings": [{"tool": "swift", "kind": {"define": {"_0": "SHOP"}}},
                         {"tool": "c", "kind": {"define": {"_0": "IGNORED"}}}],
            "dependencies": [{"byName": ["Model", null]},
              {"product": ["Algorithms", "swift-algorithms", null, null]},
              {"product": ["SwiftUI", "Kinema", null, {"platformNames": ["linux"]}]}]},
           {"name": "Model", "type": "regular", "path": "Sources/Core/Model", "dependencies": []},
           {"name": "CHelpers", "type": "regular", "publicHeadersPath": "include", "dependencies": []},
           {"name": "ShopTool", "type": "executable", "dependencies": []},
           {"name": "ShopUITests", "type": "test", "dependencies": [{"byName": ["ShopUI", null]}]}]}
        """

    static func manifest() throws -> PackageManifest {
        try PackageManifest(json: Data(dump.utf8), folder: URL(filePath: "/src/shop"))
    }

    @Test func readsTheManifest() throws {
        let manifest = try Self.manifest()
        #expect(manifest.name == "Shop")
        #expect(manifest.toolsMajorVersion == 5)
        #expect(manifest.platforms == [".iOS(\"17.0\")"])
        #expect(
            manifest.targets.map(\.name) == [
                "ShopUI", "Model", "CHelpers", "ShopTool", "ShopUITests",
            ])
        let ui = manifest.targets[0]
        #expect(
            ui.dependencies == [
                .target("Model", platforms: nil),
                .product("Algorithms", package: "swift-algorithms", platforms: nil),
                .product("SwiftUI", package: "Kinema", platforms: ["linux"]),
            ])
        #expect(ui.swiftSettings == [".define(\"SHOP\")"])
        #expect(ui.exclude == ["Notes.md"])
        #expect(ui.resources.map(\.rule) == ["process"])
        #expect(manifest.targets[2].publicHeadersPath == "include")
        #expect(
            manifest.dependencies.map(\.declaration) == [
                ".package(url: \"https://github.com/apple/swift-algorithms\", \"1.2.0\"..<\"2.0.0\")",
                ".package(path: \"/src/kinema\")",
            ])
    }

    @Test func refusesWhatIsNotAManifest() {
        #expect(throws: RuntimeError.self) {
            try PackageManifest(json: Data("[]".utf8), folder: URL(filePath: "/src/shop"))
        }
    }

    @Test func wrapsTheLibraryTargetsWithKinemasSwiftUI() throws {
        let wrapper = try PreviewWrapper(
            package: URL(filePath: "/src/shop"), manifest: try Self.manifest(),
            kinema: URL(filePath: "/src/kinema"), targets: [], includesTests: false)
        #expect(wrapper.previewTargets == ["ShopUI", "Model", "CHelpers"])
        let text = wrapper.manifestText
        // The user's Kinema dependency is the wrapper's; the other packages come along.
        #expect(text.contains(".package(path: \"/src/kinema\")"))
        #expect(text.components(separatedBy: ".package(path: \"/src/kinema\")").count == 2)
        #expect(text.contains("https://github.com/apple/swift-algorithms"))
        #expect(
            text.contains(
                ".product(name: \"SwiftUI\", package: \"kinema\", condition: .when(platforms: [.linux]))"
            ))
        #expect(text.contains("path: \"Targets/Model\""))
        #expect(text.contains("resources: [.process(\"Assets\")]"))
        #expect(text.contains("publicHeadersPath: \"include\""))
        // The user's settings, and no optimization of the user's code in a release build.
        #expect(
            text.contains(
                #"swiftSettings: [.define("SHOP"), .unsafeFlags(["-Onone"], .when(configuration: .release))]"#
            ))
        // Tools version 5 without language modes: Swift 5 mode, as the package builds.
        #expect(text.contains("swiftLanguageModes: [.v5]"))
        #expect(!text.contains("ShopTool"))
        #expect(!text.contains("ShopUITests"))
        #expect(text.contains("name: \"kinema-preview-runner\""))
        #expect(
            wrapper.userPath("/src/shop/.build/kinema-preview/Targets/Model/Item.swift:3:1: error")
                == "/src/shop/Sources/Core/Model/Item.swift:3:1: error")
    }

    @Test func testsComeAlongWithKinemaTesting() throws {
        let wrapper = try PreviewWrapper(
            package: URL(filePath: "/src/shop"), manifest: try Self.manifest(),
            kinema: URL(filePath: "/src/kinema"), targets: ["ShopUI"], includesTests: true)
        #expect(wrapper.previewTargets == ["ShopUI"])
        let text = wrapper.manifestText
        #expect(text.contains(".testTarget("))
        #expect(text.contains(".product(name: \"KinemaTesting\", package: \"kinema\")"))
    }

    /// A package that depends on Kinema by URL (for the render-previews plugin) builds
    /// against the checkout the plugin names, not a second Kinema.
    @Test func aRemoteKinemaIsTheCheckoutGiven() throws {
        let dump = """
            {"name": "Shop", "toolsVersion": {"_version": "6.0.0"},
             "dependencies": [
               {"sourceControl": [{"identity": "kinema",
                 "location": {"remote": [{"urlString": "https://example.com/Kinema.git"}]},
                 "requirement": {"branch": ["main"]}}]}],
             "targets": [
               {"name": "ShopUI", "type": "regular", "dependencies": [
                 {"product": ["SwiftUI", "Kinema", null, {"platformNames": ["linux"]}]}]}]}
            """
        let wrapper = try PreviewWrapper(
            package: URL(filePath: "/src/shop"),
            manifest: try PackageManifest(
                json: Data(dump.utf8), folder: URL(filePath: "/src/shop")),
            kinema: URL(filePath: "/src/shop/.build/checkouts/Kinema"), targets: [],
            includesTests: false)
        let text = wrapper.manifestText
        #expect(!text.contains("example.com"))
        #expect(text.contains(".package(path: \"/src/shop/.build/checkouts/Kinema\")"))
        #expect(
            text.contains(
                ".product(name: \"SwiftUI\", package: \"kinema\", condition: .when(platforms: [.linux]))"
            ))
    }

    @Test func refusesAnUnknownTarget() throws {
        #expect(throws: UsageError.self) {
            try PreviewWrapper(
                package: URL(filePath: "/src/shop"), manifest: try Self.manifest(),
                kinema: URL(filePath: "/src/kinema"), targets: ["ShopTool"], includesTests: false)
        }
    }

    @Test func readsErrorsOnceWithTheirLinesAndProgress() {
        var output = PreviewBuild.Output()
        let lines = [
            "[12/340] Compiling ShopUI Row.swift",
            "/src/shop/Sources/ShopUI/Row.swift:3:9: error: cannot find 'Colour' in scope",
            " 3 |         Colour.red",
            "   |         `- error: cannot find 'Colour' in scope",
            "[13/340] Compiling ShopUI List.swift",
            "/src/shop/Sources/ShopUI/Row.swift:3:9: error: cannot find 'Colour' in scope",
            " 3 |         Colour.red",
            "   |         `- error: cannot find 'Colour' in scope",
            "error: fatalError",
        ]
        var progress: [Int] = []
        for line in lines {
            if let step = output.consume(line) { progress.append(step.done) }
        }
        output.finish()
        #expect(progress == [12, 13])
        #expect(output.errors.count == 1)
        #expect(output.errors.first?.hasPrefix("/src/shop/Sources/ShopUI/Row.swift:3:9") == true)
        #expect(output.errors.first?.split(separator: "\n").count == 3)
        #expect(PreviewBuild.progress("Build complete!") == nil)
    }

    @Test func findsTheDeclarationOfAProvider() {
        #expect(
            ProviderSourceFinder.declares(
                "struct Badge_Previews: PreviewProvider {", "Badge_Previews"))
        #expect(ProviderSourceFinder.declares("extension Badge_Previews {", "Badge_Previews"))
        #expect(
            !ProviderSourceFinder.declares(
                "struct Badge_PreviewsX: PreviewProvider", "Badge_Previews"))
        #expect(!ProviderSourceFinder.declares("let x = Badge_Previews.previews", "Badge_Previews"))
    }
}

@MainActor
@Suite struct PreviewSettlingTests {
    /// A timeline whose square moves for `duration` seconds (linearly) from time 0, or
    /// repeats forever.
    static func timeline(duration: Double, forever: Bool = false) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: CGSize(width: 100, height: 20), initialState: false) {
            moved in
            Rectangle().frame(width: 10, height: 10).offset(x: moved ? 80 : 0)
        }
        let animation = Animation.linear(duration: duration)
        timeline.change(at: 0, animation: forever ? animation.repeatForever() : animation) {
            $0 = true
        }
        return timeline
    }

    @Test func runsUntilTheLastChange() {
        // Linear over 0.5 s at 10 fps: the last frame that differs is frame 5, at 0.5 s.
        expectClose(
            PreviewSettling.duration(of: Self.timeline(duration: 0.5), fps: 10, cap: 2), 0.6)
        // At 30 fps the animation ends on frame 15 (0.5 s).
        expectClose(
            PreviewSettling.duration(of: Self.timeline(duration: 0.5), fps: 30, cap: 2), 16.0 / 30)
    }

    @Test func stillTakesOneFrameAndForeverTakesTheCap() {
        let still = SceneTimeline(size: CGSize(width: 10, height: 10), initialState: 0) { _ in
            Rectangle()
        }
        expectClose(PreviewSettling.duration(of: still, fps: 10, cap: 2), 0.1)
        expectClose(
            PreviewSettling.duration(
                of: Self.timeline(duration: 0.3, forever: true), fps: 10, cap: 2), 2)
        // A cap shorter than a frame: one frame.
        expectClose(
            PreviewSettling.duration(of: Self.timeline(duration: 0.5), fps: 10, cap: 0.05), 0.1)
    }

    func expectClose(
        _ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(actual - expected) < 1e-9, "\(actual) is not \(expected)",
            sourceLocation: sourceLocation)
    }
}
