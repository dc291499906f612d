// swift-tools-version: 6.0
// A user's package with scenes of its own, rendered with the full `kinema` command line
// (render, sheet, diff, finish and every option) through KinemaCommandLine:
//
//   swift run my-scenes render pulse badge --sheet packed --out render-out
import PackageDescription

let package = Package(
    name: "MyScenes",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Kinema", path: "../..")],
    targets: [
        .executableTarget(
            name: "my-scenes",
            dependencies: [
                .product(name: "Kinema", package: "Kinema"),
                .product(name: "KinemaCommandLine", package: "Kinema"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
