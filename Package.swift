// swift-tools-version: 6.0
// Kinema: SwiftUI's animation and layout computation on Linux, rendered headless through Cairo.
// See ARCHITECTURE.md in the project docs for the module map; dependencies only point downwards.
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "Kinema",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Kinema", targets: ["Kinema"]),
        .library(name: "KinemaCore", targets: ["KinemaCore"]),
        .library(name: "KinemaAnimation", targets: ["KinemaAnimation"]),
        .library(name: "KinemaLayout", targets: ["KinemaLayout"]),
        .library(name: "KinemaScene", targets: ["KinemaScene"]),
    ],
    targets: [
        .target(name: "KinemaCore", swiftSettings: strict),
        .target(name: "KinemaAnimation", dependencies: ["KinemaCore"], swiftSettings: strict),
        .target(name: "KinemaLayout", dependencies: ["KinemaCore"], swiftSettings: strict),
        .target(
            name: "KinemaScene", dependencies: ["KinemaAnimation", "KinemaLayout"],
            swiftSettings: strict
        ),
        .target(
            name: "Kinema",
            dependencies: ["KinemaCore", "KinemaAnimation", "KinemaLayout", "KinemaScene"],
            swiftSettings: strict
        ),
        // Test helpers shared by the test targets (approximate comparison, seeded randomness).
        .target(name: "KinemaTestSupport", path: "Tests/KinemaTestSupport", swiftSettings: strict),
        .testTarget(
            name: "KinemaCoreTests",
            dependencies: ["KinemaCore", "KinemaTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaAnimationTests",
            dependencies: ["KinemaAnimation", "KinemaTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaLayoutTests",
            dependencies: ["KinemaLayout", "KinemaTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "KinemaSceneTests",
            dependencies: ["KinemaScene", "KinemaTestSupport"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
