// The umbrella module: `import Kinema` where SwiftUI code says `import SwiftUI`.
// Foundation comes along, as it does with SwiftUI, for CGFloat, CGPoint, CGSize and CGRect;
// Observation too, as SwiftUI re-exports it, for `@Observable` models.

@_exported import Foundation
@_exported import KinemaAnimation
@_exported import KinemaClock
@_exported import KinemaCombine
@_exported import KinemaCore
@_exported import KinemaGraphics
@_exported import KinemaLayout
@_exported import KinemaMacroDeclarations
@_exported import KinemaScene
@_exported import KinemaSceneWaits
@_exported import KinemaViews
@_exported import Observation
