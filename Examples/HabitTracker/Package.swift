// swift-tools-version: 6.0
// A SwiftUI package as an iOS developer writes it: views, previews, tests. Nothing in it
// knows about Kinema. On Linux, `kinema preview Examples/HabitTracker` renders its previews
// and `kinema test Examples/HabitTracker` runs its tests against Kinema's SwiftUI module,
// without a change to this file.
import PackageDescription

let package = Package(
    name: "HabitTracker",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "HabitTrackerUI", targets: ["HabitTrackerUI"])
    ],
    targets: [
        .target(name: "HabitTrackerUI"),
        .testTarget(
            name: "HabitTrackerUITests", dependencies: ["HabitTrackerUI"],
            // Snapshot references, read by the tests from their folder.
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
