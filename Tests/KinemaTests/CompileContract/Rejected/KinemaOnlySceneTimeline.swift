// expect-error: cannot find 'SceneTimeline' in scope
// A scene over time is Kinema's own API (`import Kinema`): SwiftUI has none.
import SwiftUI

let timeline = SceneTimeline(size: CGSize(width: 80, height: 80), initialState: 0) { _ in
    Text("Hi")
}
