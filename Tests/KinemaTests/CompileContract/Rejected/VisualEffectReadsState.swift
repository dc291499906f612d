// expect-diagnostic: main actor-isolated property 'pulse' can not be referenced from a Sendable closure
// The WWDC25 session's example: a visual effect runs off the main thread, so it must not
// read the view's state without a capture list (`{ [pulse] content, _ in ... }`).
import SwiftUI

struct PulseView: View {
    @State private var pulse = false

    var body: some View {
        Circle()
            .visualEffect { content, _ in
                content.blur(radius: pulse ? 2 : 0)
            }
            .onAppear { pulse.toggle() }
    }
}
