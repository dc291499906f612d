import Foundation
import KinemaCore
import KinemaScene

nonisolated extension View {
    /// Marks this view as refreshable, as SwiftUI's `refreshable(action:)`. Pull to
    /// refresh is a gesture on a scrolled list, which Kinema draws at rest: the action is
    /// never run, and the view is drawn unchanged.
    /// - Parameter action: What a refresh would run.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }

    /// Adds swipe actions to this list row, as SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`. Rows are drawn at rest, with their
    /// actions hidden, so nothing is drawn and the buttons take no input.
    /// - Parameters:
    ///   - edge: The edge the actions come from.
    ///   - allowsFullSwipe: Whether a full swipe runs the first action.
    ///   - content: The actions.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> Self { self }
}
