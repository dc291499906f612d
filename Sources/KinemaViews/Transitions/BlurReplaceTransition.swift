import Foundation
import KinemaScene

/// A transition that blurs and scales the view in and out, as SwiftUI's
/// `BlurReplaceTransition`.
///
/// SwiftUI documents the directions (``Configuration/downUp`` scales down on removal and
/// up on insertion, ``Configuration/upUp`` up on both) but not the amounts. Kinema's
/// assumption: outside `identity` the view is blurred by a radius of
/// ``blurRadius``, transparent, and scaled by ``smallScale`` (before appearing, and
/// after disappearing with `downUp`) or ``largeScale`` (after disappearing with `upUp`).
nonisolated public struct BlurReplaceTransition: Transition, Sendable {
    /// The direction of the scale, as SwiftUI's `BlurReplaceTransition.Configuration`.
    public struct Configuration: Sendable, Hashable {
        /// Whether a removed view scales up (else down).
        internal let removalScalesUp: Bool

        /// Scales the view down while removing it and up while inserting it.
        public static let downUp = Configuration(removalScalesUp: false)
        /// Scales the view up while both removing and inserting it.
        public static let upUp = Configuration(removalScalesUp: true)
    }

    /// The blur radius outside `identity` (Kinema's assumption).
    public static let blurRadius = 10.0
    /// The scale before appearing, and after disappearing with `downUp` (Kinema's
    /// assumption).
    public static let smallScale = 0.8
    /// The scale after disappearing with `upUp` (Kinema's assumption).
    public static let largeScale = 1.2

    /// The direction of the scale.
    public var configuration: Configuration

    /// A blur replace transition with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The content blurred, scaled and transparent outside `identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double =
            switch phase {
            case .willAppear: Self.smallScale
            case .identity: 1
            case .didDisappear:
                configuration.removalScalesUp ? Self.largeScale : Self.smallScale
            }
        return
            content
            .blur(radius: phase.isIdentity ? 0 : Self.blurRadius)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}
