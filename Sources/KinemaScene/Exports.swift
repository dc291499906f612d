// KinemaScene: views, modifiers and state timelines that produce display lists.
// Transitional: KinemaScene's own files still rely on these module-wide imports. Modules
// that use KinemaScene import what they use themselves and do not depend on them.
@_exported import Foundation
@_exported import KinemaAnimation
@_exported import KinemaCore
@_exported import KinemaLayout
