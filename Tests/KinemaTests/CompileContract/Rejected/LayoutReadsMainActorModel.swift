// expect-error: main actor-isolated property 'spacing' can not be referenced from a nonisolated context
// A layout runs off the main thread: it may not read a main-actor model.
import SwiftUI

@MainActor final class Settings {
    var spacing: CGFloat = 8
}

struct Row: Layout {
    let settings: Settings

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: settings.spacing * CGFloat(subviews.count), height: 10)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
}
