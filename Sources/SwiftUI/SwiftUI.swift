// A module named SwiftUI for Linux: it re-exports Kinema, so that a SwiftUI source file
// builds unchanged, `import SwiftUI` line included. Depend on it only on Linux:
//
//     .product(name: "SwiftUI", package: "Kinema", condition: .when(platforms: [.linux]))
//
// It re-exports Kinema's CoreGraphics module too (`CGVector` and the CG types), as
// `import SwiftUI` brings CoreGraphics on Apple platforms.
//
// On Apple platforms the real SwiftUI is used instead.
#if os(Linux)
    @_exported import CoreGraphics
    @_exported import Kinema
#endif
