// expect-error: cannot find 'EqualWidthHStack' in scope
// Kinema's extra layouts need `import Kinema`: SwiftUI has no equal-width stack (it is a WWDC sample).
import SwiftUI

let layout = EqualWidthHStack()
