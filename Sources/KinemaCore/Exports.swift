// KinemaCore: geometry, colors and the interpolation core.
// Foundation is re-exported, as SwiftUI does, so that CGFloat, CGPoint, CGSize and CGRect
// are in scope wherever Kinema is imported.
@_exported import Foundation
