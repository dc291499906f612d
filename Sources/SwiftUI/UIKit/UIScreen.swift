#if os(Linux)
    import Foundation

    /// UIKit's screen, as an iOS file sees it through `import SwiftUI`
    /// (`UIScreen.main.bounds.width`). Linux has no screen: Kinema's stands for an iPhone
    /// 15's, 393 x 852 points at scale 3, whatever the size a scene renders at.
    public final class UIScreen: Sendable {
        /// The screen.
        public static let main = UIScreen()

        /// The screen's bounds in points: (0, 0, 393, 852).
        public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        /// Pixels per point: 3.
        public let scale: CGFloat = 3
        /// Pixels per point of the panel: 3.
        public let nativeScale: CGFloat = 3

        private init() {}
    }

    /// UIKit's haptic feedback for an impact; Linux has no haptics, so it does nothing.
    @MainActor
    public final class UIImpactFeedbackGenerator {
        /// The weight of an impact.
        public enum FeedbackStyle: Int, Sendable {
            /// Light.
            case light
            /// Medium.
            case medium
            /// Heavy.
            case heavy
            /// Soft.
            case soft
            /// Rigid.
            case rigid
        }

        /// The generator's style.
        public let style: FeedbackStyle

        /// A generator of impacts of `style`.
        public init(style: FeedbackStyle = .medium) { self.style = style }

        /// Prepares the engine (nothing on Linux).
        public func prepare() {}

        /// Plays an impact (nothing on Linux).
        public func impactOccurred() {}

        /// Plays an impact of an intensity (nothing on Linux).
        public func impactOccurred(intensity: CGFloat) {}
    }

    /// UIKit's haptic feedback for a success, warning or error; does nothing on Linux.
    @MainActor
    public final class UINotificationFeedbackGenerator {
        /// The kind of notification.
        public enum FeedbackType: Int, Sendable {
            /// A success.
            case success
            /// A warning.
            case warning
            /// An error.
            case error
        }

        /// A generator.
        public init() {}

        /// Prepares the engine (nothing on Linux).
        public func prepare() {}

        /// Plays a notification (nothing on Linux).
        public func notificationOccurred(_ notificationType: FeedbackType) {}
    }

    /// UIKit's haptic feedback for a change of selection; does nothing on Linux.
    @MainActor
    public final class UISelectionFeedbackGenerator {
        /// A generator.
        public init() {}

        /// Prepares the engine (nothing on Linux).
        public func prepare() {}

        /// Plays a selection change (nothing on Linux).
        public func selectionChanged() {}
    }
#endif
