// The umbrella module: `import Kinema` where SwiftUI code says `import SwiftUI`.
// Foundation comes along, as it does with SwiftUI, for CGFloat, CGPoint, CGSize and CGRect.

@_exported import Foundation
@_exported import KinemaAnimation
@_exported import KinemaCore
@_exported import KinemaLayout
@_exported import KinemaScene
