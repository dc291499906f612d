// expect-error: cannot find 'FlowLayout' in scope
// Kinema's extra layouts need `import Kinema`: SwiftUI has no flow layout.
import SwiftUI

let layout = FlowLayout()
