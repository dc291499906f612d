// expect-diagnostic: main actor-isolated property 'radius' can not be referenced from a Sendable closure
// A visual effect runs off the main thread: a main-actor model is out of its reach.
import SwiftUI

@MainActor final class Glow {
    var radius = 4.0
}

struct Glowing: View {
    let glow: Glow

    var body: some View {
        Circle()
            .visualEffect { content, _ in
                content.blur(radius: glow.radius)
            }
    }
}
