// Bodies, actions and per-frame content are main-actor code: they may read a main-actor
// model directly, as SwiftUI runs them on the main actor.
import Observation
import SwiftUI

@MainActor @Observable final class Score {
    var points = 0
    func add() { points += 1 }
}

struct Scoreboard: View {
    let score: Score
    var onReset: () -> Void = {}

    var body: some View {
        VStack {
            Text("\(score.points)")
                .onTapGesture(perform: onReset)
            Button("Add", action: score.add)
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Canvas { graphics, size in
                    let fraction = Double(score.points % 10) / 10
                    graphics.fill(
                        Path(CGRect(x: 0, y: 0, width: size.width * fraction, height: size.height)),
                        with: .color(.green))
                }
            }
            .onAppear { score.add() }
            .onChange(of: score.points) { _, new in
                if new > 100 { score.points = 0 }
            }
        }
    }
}

struct Badge: ViewModifier {
    let score: Score
    func body(content: Content) -> some View {
        content.overlay(Text("\(score.points)"))
    }
}
