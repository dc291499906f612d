// A module named SwiftUI for Linux, so that a SwiftUI source file builds unchanged,
// `import SwiftUI` line included. Depend on it only on Linux:
//
//     .product(name: "SwiftUI", package: "Kinema", condition: .when(platforms: [.linux]))
//
// It re-exports Kinema's CoreGraphics module too (`CGVector` and the CG types), as
// `import SwiftUI` brings CoreGraphics on Apple platforms.
//
// On Apple platforms the real SwiftUI is used instead.
//
// It exports SwiftUI's names and nothing of Kinema's own, so that a file that builds against
// it builds against Apple's SwiftUI too:
// - the SwiftUI types, protocols and functions Kinema implements, one scoped re-export each
//   (Exports/); a type's members come with it;
// - what `import SwiftUI` brings along on iOS: Foundation, Observation, Combine's names
//   (the Combine module), the macros (`#Preview`, `@Previewable`, `@Entry`), and UIKit's
//   names view files use (UIKit/);
// - never Kinema's own types (`ViewHost`, `SceneTimeline`, `FlowLayout`, `DisplayList`, ...):
//   those need `import Kinema`. The list is Kinema.docc/KinemaOwnNames.md, and
//   Tests/KinemaTests/SwiftUISurfaceTests.swift keeps both lists complete.
#if os(Linux)
    @_exported import Combine
    @_exported import CoreGraphics
    @_exported import Foundation
    @_exported import KinemaMacroDeclarations
    @_exported import KinemaSceneWaits
    @_exported import Observation
#endif
