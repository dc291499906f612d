import Foundation
import KinemaCore
import KinemaLayout

/// The items of a navigation bar, as SwiftUI's `NavigationBarItem`: its title display
/// modes.
public struct NavigationBarItem: Sendable {
    /// How a navigation stack draws its title, as SwiftUI's
    /// `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// A large title at the root of a stack (as Kinema draws every stack).
        case automatic
        /// A 17 point semibold title, centred in a 44 point bar.
        case inline
        /// A large title: 34 points, bold, under the bar.
        case large
    }
}
