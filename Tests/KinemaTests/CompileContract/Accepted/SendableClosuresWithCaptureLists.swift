// The closures SwiftUI runs off the main thread (`visualEffect`, `alignmentGuide`,
// `onGeometryChange`'s transform) read a view's state through a capture list, as the
// WWDC25 concurrency session shows.
import SwiftUI

struct Pulse: View {
    @State private var pulse = false
    @State private var width = 0.0

    var body: some View {
        Circle()
            .visualEffect { [pulse] content, _ in
                content.blur(radius: pulse ? 2 : 0)
            }
            .alignmentGuide(.leading) { [pulse] dimensions in
                pulse ? dimensions.width : 0
            }
            .onGeometryChange(for: Double.self) { proxy in
                proxy.size.width
            } action: { newWidth in
                width = newWidth
            }
            .onAppear { pulse.toggle() }
    }
}
