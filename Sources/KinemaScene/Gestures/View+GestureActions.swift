import Foundation
import KinemaCore

nonisolated extension View {
    /// Runs `action` when the view is pressed for `minimumDuration`, as SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
    ///
    /// `onPressingChanged` runs with `true` when the finger comes down and with `false`
    /// when it lifts (or moves farther than `maximumDistance` before the press is
    /// detected); `action` runs once, as soon as the finger has stayed down
    /// `minimumDuration` seconds. Offline, play ``ScriptedInput/longPress(_:at:duration:)``.
    /// - Parameters:
    ///   - minimumDuration: How long the finger must stay down, in seconds.
    ///   - maximumDistance: How far it may move before the press fails, in points.
    ///   - action: What to do when the press is detected.
    ///   - onPressingChanged: What to do when the pressing state changes.
    /// - Returns: The view with the gesture.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            LongPressActionGesture(
                press: LongPressGesture(
                    minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                action: action, onPressingChanged: onPressingChanged))
    }

    /// Runs `action` when the view is pressed for `minimumDuration`, as SwiftUI's older
    /// `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`; prefer
    /// the form with `onPressingChanged`.
    /// - Parameters:
    ///   - minimumDuration: How long the finger must stay down, in seconds.
    ///   - maximumDistance: How far it may move before the press fails, in points.
    ///   - pressing: What to do when the pressing state changes.
    ///   - action: What to do when the press is detected.
    /// - Returns: The view with the gesture.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }

    /// Runs `action` with the location of each tap on the view, as SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`.
    /// - Parameters:
    ///   - count: The number of taps required.
    ///   - coordinateSpace: The space of the location.
    ///   - action: What to do with the tap's location.
    /// - Returns: The view with the gesture.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(
            SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
                action($0.location)
            })
    }
}
