// swift-tools-version: 6.0
// A package whose view file is written for SwiftUI, `import SwiftUI` line included, and
// builds unchanged on Linux against Kinema's `SwiftUI` module.
import PackageDescription

let package = Package(
    name: "SwiftUIOnLinux",
    platforms: [.macOS(.v15), .iOS(.v17)],
    dependencies: [.package(name: "Kinema", path: "../..")],
    targets: [
        .target(
            name: "Badges",
            dependencies: [
                .product(name: "SwiftUI", package: "Kinema", condition: .when(platforms: [.linux]))
            ]
        ),
        .executableTarget(
            name: "badges-demo",
            dependencies: ["Badges", .product(name: "Kinema", package: "Kinema")]
        ),
    ]
)
