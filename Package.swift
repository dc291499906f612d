// swift-tools-version: 6.3
// Kinema: SwiftUI's animation and layout computation on Linux, rendered headless through Cairo.
// The module map and data flow: Sources/Kinema/Kinema.docc/Architecture.md.
//
// The modules, each with one job (the first line of its DocC catalog says it); dependencies only
// point downwards, and internals two modules share are `package`, never `public`:
//
//   KinemaCore        geometry, colour and interpolation: the values everything animates
//   KinemaAnimation   time: curves, springs, animations, keyframes, the animator  (Core)
//   KinemaLayout      space: the Layout protocol, stacks, grids, the layout engine  (Core)
//   KinemaGraphics    what a frame is: display lists, paths, paints, fonts, text measuring
//                     (Core, Layout)
//   KinemaClock       the virtual clock that hosted views, their tasks and timers wait on
//   KinemaCombine     Combine's names on that clock: publishers, subjects, schedulers,
//                     timers, `ObservableObject`, `@Published`  (Clock)
//   KinemaScene       the engine that turns views into frames over time (view protocols,
//                     resolution, layout, recording, state, host) and the views it
//                     names itself: text, images, controls  (Core, Animation, Layout,
//                     Graphics, Clock, Combine)
//   KinemaViews       the views and modifiers the engine never names: canvas, grids, geometry
//                     readers, animators, compositing, shape and text extras  (Scene)
//   KinemaCairo       display lists to pixels and files: Cairo, PNG, sheets, sequences
//                     (Core, Layout, Graphics; never the engine)
//   KinemaRendering   a scene's frames drawn by KinemaCairo into files  (Scene, Cairo)
//   KinemaMacroDeclarations   `#Preview`, `@Previewable`, `@Entry`: the macros, declared
//                     apart so that both `import SwiftUI` and `import Kinema` bring them  (Scene)
//   KinemaSceneWaits  `Task.sleep(nanoseconds:)` and `DispatchQueue.async`/`asyncAfter` on the
//                     scene clock, shadowing the standard library's and Dispatch's  (Clock)
//   Kinema            the umbrella: everything but Cairo, for `import Kinema`
//   SwiftUI, Combine  `import SwiftUI` / `import Combine` on Linux: SwiftUI's and Combine's
//                     names only, one scoped re-export each (Kinema's own API needs
//                     `import Kinema`)
//   KinemaCommandLine, kinema   the command line over a package's scenes, and the command
//   KinemaTesting     snapshot and layout tests of your own views with Swift Testing
//
// The minimum toolchain is Swift 6.3, and the tools-version line above is what makes SwiftPM
// refuse an older one: `nonisolated` on types and extensions needs Swift 6.1,
// `nonisolated(nonsending)` 6.2, and the `@section`/`@used` records `#Preview` expands to 6.3.
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    // A file sees only the members of the modules it imports itself (SE-0444).
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Kinema",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Kinema", targets: ["Kinema"]),
        .library(name: "KinemaCore", targets: ["KinemaCore"]),
        .library(name: "KinemaAnimation", targets: ["KinemaAnimation"]),
        .library(name: "KinemaLayout", targets: ["KinemaLayout"]),
        .library(name: "KinemaGraphics", targets: ["KinemaGraphics"]),
        .library(name: "KinemaScene", targets: ["KinemaScene"]),
        .library(name: "KinemaViews", targets: ["KinemaViews"]),
        .executable(name: "kinema", targets: ["kinema"]),
        // The `kinema` command line over a package's own scenes (`KinemaCommand.main`).
        .library(name: "KinemaCommandLine", targets: ["KinemaCommandLine"]),
        .library(name: "KinemaCairo", targets: ["KinemaCairo"]),
        .library(name: "KinemaRendering", targets: ["KinemaRendering"]),
        // `import SwiftUI` on Linux: SwiftUI's names, none of Kinema's own (depend on it with
        // `condition: .when(platforms: [.linux])`).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // Snapshot and layout tests of your own views with Swift Testing: `expectSnapshot`,
        // `ViewLayout`, `expectPreviewSnapshots`.
        .library(name: "KinemaTesting", targets: ["KinemaTesting"]),
        // `import Combine` on Linux: Kinema's publishers for `onReceive` (timers, `Just`) and
        // `ObservableObject`/`@Published`; the `SwiftUI` product brings it along.
        .library(name: "Combine", targets: ["Combine"]),
        // `import CoreGraphics` on Linux: Foundation's CG types, Kinema's `CGAffineTransform`
        // and `CGLineCap`/`CGLineJoin`, and `CGVector`; the `SwiftUI` product brings it along.
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // `swift package render-previews`: `kinema preview` on the package that depends on
        // Kinema.
        .plugin(name: "RenderPreviews", targets: ["RenderPreviews"]),
    ],
    targets: [
        // C libraries from Debian packages (scripts/setup.sh installs them).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]
        ),
        // Cairo's pixel library: projective resampling (Cairo's matrices are affine only).
        .systemLibrary(
            name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]
        ),
        // Reads the records the compiler leaves in the binary (`#Preview`'s test content
        // records, `PreviewProvider` conformances) for preview discovery.
        .target(name: "CKinemaDiscovery"),
        .target(name: "KinemaCore", swiftSettings: strict),
        .target(name: "KinemaAnimation", dependencies: ["KinemaCore"], swiftSettings: strict),
        .target(name: "KinemaLayout", dependencies: ["KinemaCore"], swiftSettings: strict),
        .target(
            name: "KinemaGraphics", dependencies: ["KinemaCore", "KinemaLayout"],
            swiftSettings: strict
        ),
        // The virtual clock that hosted views, their tasks and timers wait on.
        .target(name: "KinemaClock", swiftSettings: strict),
        // Combine's names on the scene clock: publishers, subjects, schedulers, timers,
        // `ObservableObject` and `@Published`.
        .target(name: "KinemaCombine", dependencies: ["KinemaClock"], swiftSettings: strict),
        .target(
            name: "KinemaScene",
            dependencies: [
                "KinemaCore", "KinemaAnimation", "KinemaLayout", "KinemaGraphics", "KinemaClock",
                "KinemaCombine", "CKinemaDiscovery",
            ],
            swiftSettings: strict
        ),
        // The views and modifiers the engine never names (see KinemaViews.docc).
        .target(
            name: "KinemaViews",
            dependencies: [
                "KinemaScene", "KinemaCore", "KinemaAnimation", "KinemaLayout", "KinemaGraphics",
            ],
            swiftSettings: strict
        ),
        // Scenes written in the scene language (no Cairo): test fixtures, benchmarks, and
        // the scenes that KinemaDemos renders.
        .target(
            name: "KinemaSceneDemos",
            dependencies: [
                "KinemaScene", "KinemaViews", "KinemaCore", "KinemaAnimation", "KinemaLayout",
                "KinemaGraphics",
            ],
            swiftSettings: strict
        ),
        // `#Preview`, `@Previewable` and `@Entry`, declared apart so that both `import SwiftUI`
        // and `import Kinema` bring them (a macro cannot be re-exported alone).
        .target(
            name: "KinemaMacroDeclarations", dependencies: ["KinemaScene", "KinemaCore"],
            swiftSettings: strict
        ),
        // `Task.sleep(nanoseconds:)` and `DispatchQueue.async`/`asyncAfter` on the scene clock:
        // they shadow the standard library's and Dispatch's only where their module is
        // imported whole, so both `import Kinema` and `import SwiftUI` re-export it whole.
        .target(name: "KinemaSceneWaits", dependencies: ["KinemaClock"], swiftSettings: strict),
        .target(
            name: "Kinema",
            dependencies: [
                "KinemaCore", "KinemaAnimation", "KinemaLayout", "KinemaGraphics", "KinemaClock",
                "KinemaCombine", "KinemaScene", "KinemaViews", "KinemaMacroDeclarations",
                "KinemaSceneWaits",
            ],
            swiftSettings: strict
        ),
        .target(name: "Combine", dependencies: ["KinemaCombine"], swiftSettings: strict),
        .target(
            name: "CoreGraphics",
            dependencies: ["KinemaCore", "KinemaGraphics", "_Testing_CoreGraphics"],
            swiftSettings: strict
        ),
        // The (empty) cross-import overlay Swift Testing loads when a file imports both
        // Testing and CoreGraphics; Linux's toolchain lacks it (see the file).
        .target(name: "_Testing_CoreGraphics", swiftSettings: strict),
        .target(
            name: "SwiftUI",
            dependencies: [
                "Combine", "CoreGraphics", "KinemaMacroDeclarations", "KinemaSceneWaits",
                "KinemaCore", "KinemaAnimation", "KinemaLayout", "KinemaGraphics", "KinemaScene",
                "KinemaViews",
                // UIKit/ builds UIKit's names on Kinema's own API.
                "Kinema",
            ],
            swiftSettings: strict
        ),
        .target(
            name: "KinemaCommandLine",
            dependencies: [
                "Kinema", "KinemaCairo", "KinemaScene", "KinemaViews", "KinemaCore",
                "KinemaAnimation",
                "KinemaRendering", "KinemaGraphics",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "kinema",
            dependencies: ["KinemaCommandLine", "KinemaDemos"],
            swiftSettings: strict
        ),
        .target(
            name: "KinemaCairo",
            dependencies: [
                "KinemaCore", "KinemaLayout", "KinemaGraphics", "CCairo", "CPNG", "CDeflate",
                "CWebP", "CPixman",
            ],
            swiftSettings: strict
        ),
        .target(
            name: "KinemaRendering",
            dependencies: [
                "KinemaCairo", "KinemaScene", "KinemaViews", "KinemaGraphics", "KinemaCore",
            ],
            swiftSettings: strict
        ),
        .target(
            name: "KinemaTesting",
            dependencies: [
                "KinemaCairo", "KinemaScene", "KinemaViews", "KinemaCore", "KinemaLayout",
                "KinemaGraphics",
            ],
            swiftSettings: strict
        ),
        .plugin(
            name: "RenderPreviews",
            capability: .command(
                intent: .custom(
                    verb: "render-previews",
                    description: "Renders every #Preview and PreviewProvider of the package "
                        + "with kinema preview"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "kinema preview builds the previews in .build/kinema-preview "
                            + "and writes them to render-out/previews")
                ]),
            dependencies: ["kinema"]
        ),
        // The demos the `kinema` command renders (a library so tests and benchmarks use them).
        .target(
            name: "KinemaDemos",
            dependencies: [
                "KinemaCairo", "KinemaScene", "KinemaViews", "KinemaSceneDemos", "KinemaAnimation",
                "KinemaLayout",
                "CCairo", "KinemaCore", "KinemaRendering", "KinemaGraphics",
            ],
            swiftSettings: strict
        ),
        // Test helpers shared by the test targets (approximate comparison, seeded randomness).
        .target(name: "KinemaTestSupport", path: "Tests/KinemaTestSupport", swiftSettings: strict),
        // Golden-image helper for test targets that render (snapshots under __Snapshots__/),
        // over KinemaTesting's comparison.
        .target(
            name: "KinemaCairoTestSupport",
            dependencies: [
                "KinemaCairo", "KinemaTesting", "KinemaScene", "KinemaViews", "KinemaGraphics",
            ],
            path: "Tests/KinemaCairoTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaTests",
            dependencies: [
                "Kinema", "KinemaTestSupport",
                // The README's examples render frames and sprite sheets.
                "KinemaCairo", "KinemaRendering",
                // CompileContract/ holds SwiftUI files the tests compile against this module.
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            ],
            // Compiled by the tests themselves, one by one, with `swiftc`.
            exclude: ["CompileContract"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaCoreTests",
            dependencies: ["KinemaCore", "KinemaTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaAnimationTests",
            dependencies: ["KinemaAnimation", "KinemaTestSupport", "KinemaCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaLayoutTests",
            dependencies: ["KinemaLayout", "KinemaTestSupport", "KinemaCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaSceneTests",
            dependencies: [
                "Kinema", "KinemaScene", "KinemaViews", "KinemaMacroDeclarations",
                "KinemaSceneWaits",
                "KinemaSceneDemos",
                "KinemaTestSupport", "KinemaCore", "KinemaAnimation", "KinemaLayout",
                "KinemaGraphics", "KinemaClock", "KinemaCombine",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaCairoTests",
            dependencies: [
                "KinemaCairo", "KinemaScene", "KinemaDemos", "KinemaSceneDemos", "CCairo",
                "CDeflate", "KinemaCairoTestSupport", "KinemaTestSupport", "KinemaCore",
                "KinemaAnimation", "KinemaLayout", "KinemaRendering", "KinemaGraphics",
                "KinemaClock", "KinemaCombine",
                // AppEffects/ and AppStyle/ hold view files written as for SwiftUI
                // (`import SwiftUI`).
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "CoreGraphics", condition: .when(platforms: [.linux])),
            ],
            // TypeCheckFixtures/ holds SwiftUI files a test type-checks with swiftc.
            exclude: ["__Snapshots__", "TypeCheckFixtures"],
            swiftSettings: strict
        ),
        // Preview discovery and preview modifiers, over view files written for SwiftUI.
        .testTarget(
            name: "KinemaPreviewTests",
            dependencies: [
                "KinemaScene", "KinemaViews", "KinemaCore", "KinemaTestSupport", "KinemaGraphics",
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaTestingTests",
            dependencies: [
                "KinemaTesting", "KinemaScene", "KinemaViews", "KinemaCore", "KinemaCairo",
                "KinemaLayout",
                "KinemaTestSupport",
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaCommandTests",
            dependencies: [
                "KinemaDemos", "KinemaCairo", "KinemaTestSupport", "kinema", "KinemaCore",
                "KinemaCommandLine", "KinemaScene", "KinemaViews", "KinemaAnimation",
                "KinemaLayout",
                "KinemaRendering", "KinemaGraphics", "KinemaMacroDeclarations",
            ],
            swiftSettings: strict
        ),

        // Benchmarks (not API): a small harness of our own, a C baseline, and the suites.
        .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
        .target(
            name: "CBaseline",
            path: "Benchmarks/CBaseline",
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(
            name: "BenchmarkHarness",
            dependencies: ["CAllocationCounter"],
            path: "Benchmarks/Harness",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "kinema-bench-animation",
            dependencies: ["KinemaAnimation", "BenchmarkHarness", "CBaseline"],
            path: "Benchmarks/AnimationBenchmarks",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "kinema-bench-layout",
            dependencies: ["KinemaLayout", "BenchmarkHarness", "KinemaCore"],
            path: "Benchmarks/LayoutBenchmarks",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "kinema-bench-scene",
            dependencies: [
                "KinemaScene", "KinemaViews", "KinemaSceneDemos", "KinemaLayout", "KinemaCore",
                "KinemaAnimation",
                "BenchmarkHarness", "KinemaGraphics",
            ],
            path: "Benchmarks/SceneBenchmarks",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "kinema-bench-png",
            dependencies: ["KinemaCairo", "CCairo", "KinemaGraphics"],
            path: "Benchmarks/PNGBenchmark",
            exclude: ["README.md"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "kinema-bench-render",
            dependencies: [
                "KinemaDemos", "KinemaCairo", "BenchmarkHarness", "KinemaCore", "KinemaScene",
                "KinemaAnimation", "KinemaRendering", "KinemaGraphics",
            ],
            path: "Benchmarks/RenderBenchmarks",
            swiftSettings: strict
        ),
        // APNG and WebP of the demo sequences against their PNG frames: time and size.
        .executableTarget(
            name: "kinema-bench-animated",
            dependencies: ["KinemaDemos", "KinemaCairo", "KinemaCore", "KinemaGraphics"],
            path: "Benchmarks/AnimatedBenchmarks",
            swiftSettings: strict
        ),
        // End-to-end frames per second of the default demo against pycairo, and PNG encoding
        // of its frames against cairo_surface_write_to_png.
        .executableTarget(
            name: "kinema-bench-e2e",
            dependencies: [
                "KinemaDemos", "KinemaCairo", "KinemaScene", "BenchmarkHarness", "CCairo",
                "KinemaCore", "KinemaRendering", "KinemaGraphics",
            ],
            path: "Benchmarks/EndToEndBenchmarks",
            exclude: ["peers"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
