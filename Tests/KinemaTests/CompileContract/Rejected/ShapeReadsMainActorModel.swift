// expect-error: main actor-isolated property 'level' can not be referenced from a nonisolated context
// A shape's path is computed off the main thread: it may not read a main-actor model.
import SwiftUI

@MainActor final class Tank {
    var level = 0.5
}

struct Liquid: Shape {
    let tank: Tank

    func path(in rect: CGRect) -> Path {
        Path(
            CGRect(x: 0, y: rect.height * (1 - tank.level), width: rect.width, height: rect.height))
    }
}
