import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`, and where Kinema draws
/// it in a navigation stack on an iPhone.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The places of a navigation stack's bars.
    package enum Slot: Hashable, Sendable {
        /// The leading end of the navigation bar.
        case leading
        /// The trailing end of the navigation bar.
        case trailing
        /// The centre of the navigation bar, in the place of an inline title.
        case principal
        /// The bottom toolbar.
        case bottom
        /// Above the keyboard: never drawn (there is no keyboard).
        case keyboard
    }

    internal let slot: Slot
    /// Whether the item's text is semibold (a confirmation action).
    internal let isEmphasized: Bool

    internal init(_ slot: Slot, emphasized: Bool = false) {
        self.slot = slot
        self.isEmphasized = emphasized
    }

    /// Where the system puts it: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The centre of the navigation bar.
    public static let principal = ToolbarItemPlacement(.principal)
    /// A navigation action: the leading end of the navigation bar.
    public static let navigation = ToolbarItemPlacement(.leading)
    /// The primary action: the trailing end of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// A secondary action: the trailing end of the navigation bar.
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    /// A status item: the centre of the bottom toolbar.
    public static let status = ToolbarItemPlacement(.bottom)
    /// A confirmation action (a sheet's "Done"): the trailing end, semibold.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, emphasized: true)
    /// A cancellation action (a sheet's "Cancel"): the leading end.
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// A destructive action: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// Above the keyboard: not drawn, as there is no keyboard.
    public static let keyboard = ToolbarItemPlacement(.keyboard)
    /// The leading end of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing end of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The leading end of the navigation bar (the older name of ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing end of the navigation bar (the older name of ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
}
