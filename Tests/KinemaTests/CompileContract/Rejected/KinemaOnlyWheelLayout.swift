// expect-error: cannot find 'WheelLayout' in scope
// Kinema's extra layouts need `import Kinema`: SwiftUI has no wheel layout.
import SwiftUI

let layout = WheelLayout(radius: 40, rotation: .zero)
