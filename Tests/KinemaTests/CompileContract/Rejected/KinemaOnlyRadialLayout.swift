// expect-error: cannot find 'RadialLayout' in scope
// Kinema's extra layouts need `import Kinema`: SwiftUI has no radial layout (it is a WWDC sample).
import SwiftUI

let layout = RadialLayout()
