// Lays out the SwiftUI file's view with Kinema and prints its display list.
import Badges
import Kinema

let timeline = SceneTimeline(size: CGSize(width: 80, height: 40), initialState: ()) { _ in
    Badge(count: 3)
}
print(timeline.frame(at: 0))
