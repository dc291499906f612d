// expect-error: cannot find 'ViewHost' in scope
// The headless host of a view is Kinema's own API (`import Kinema`): SwiftUI has none.
import SwiftUI

let host = ViewHost(size: CGSize(width: 80, height: 80)) { Text("Hi") }
