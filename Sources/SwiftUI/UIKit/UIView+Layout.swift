#if os(Linux)
    import Foundation

    extension UIView {
        /// How a view's content fills its bounds, as UIKit's `UIView.ContentMode`.
        public enum ContentMode: Int, Sendable {
            /// Stretched to fill.
            case scaleToFill
            /// Scaled to fit, keeping its aspect ratio.
            case scaleAspectFit
            /// Scaled to fill, keeping its aspect ratio.
            case scaleAspectFill
            /// Redrawn on bounds changes.
            case redraw
            /// Centred.
            case center
            /// At the top.
            case top
            /// At the bottom.
            case bottom
            /// At the left.
            case left
            /// At the right.
            case right
            /// At the top left.
            case topLeft
            /// At the top right.
            case topRight
            /// At the bottom left.
            case bottomLeft
            /// At the bottom right.
            case bottomRight
        }

        /// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask`.
        public struct AutoresizingMask: OptionSet, Sendable {
            /// The mask's bits.
            public let rawValue: UInt
            /// A mask of `rawValue`.
            /// - Parameter rawValue: The bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// The left margin is flexible.
            public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
            /// The width is flexible.
            public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
            /// The right margin is flexible.
            public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
            /// The top margin is flexible.
            public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
            /// The height is flexible.
            public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
            /// The bottom margin is flexible.
            public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
        }
    }

    /// A layout priority, as UIKit's `UILayoutPriority` (1 to 1000).
    public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
        /// The priority.
        public var rawValue: Float
        /// A priority of `rawValue`.
        /// - Parameter rawValue: 1...1000.
        public init(rawValue: Float) { self.rawValue = rawValue }
        /// A priority of `rawValue`.
        /// - Parameter rawValue: 1...1000.
        public init(_ rawValue: Float) { self.rawValue = rawValue }

        /// 1000: required.
        public static let required = UILayoutPriority(1000)
        /// 750: a view's default compression resistance.
        public static let defaultHigh = UILayoutPriority(750)
        /// 250: a view's default hugging.
        public static let defaultLow = UILayoutPriority(250)
        /// 50: the level at which a view fits its content.
        public static let fittingSizeLevel = UILayoutPriority(50)

        /// Whether `lhs` is lower than `rhs`.
        public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// UIKit's layout constraint, as far as an iOS file names it for sizing priorities
    /// (`NSLayoutConstraint.Axis`): Linux has no Auto Layout.
    @MainActor
    public final class NSLayoutConstraint {
        /// An axis of a layout.
        public enum Axis: Int, Hashable, Sendable {
            /// Left to right.
            case horizontal
            /// Top to bottom.
            case vertical
        }

        private init() {}
    }
#endif
