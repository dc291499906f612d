// A module named CoreGraphics for Linux: a view file's `import CoreGraphics` line builds
// unchanged. It re-exports Foundation (whose Linux build has `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect`) and the CoreGraphics types Kinema defines where CoreGraphics is
// missing (`CGAffineTransform`, `CGLineCap`, `CGLineJoin`), and adds `CGVector`, which
// Linux's Foundation lacks. Depend on it only on Linux:
//
//     .product(name: "CoreGraphics", package: "Kinema",
//              condition: .when(platforms: [.linux]))
//
// The `SwiftUI` module re-exports it, as `import SwiftUI` brings CoreGraphics on Apple
// platforms. On Apple platforms the real CoreGraphics is used instead.
#if os(Linux)
    @_exported import Foundation
    @_exported import struct KinemaCore.CGAffineTransform
    @_exported import enum KinemaGraphics.CGLineCap
    @_exported import enum KinemaGraphics.CGLineJoin
#endif
