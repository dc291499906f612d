// expect-error: cannot find type 'DisplayList' in scope
// What a frame draws is Kinema's own (`import Kinema`): SwiftUI does not expose it.
import SwiftUI

func frameSize(_ list: DisplayList) -> CGSize { list.size }
