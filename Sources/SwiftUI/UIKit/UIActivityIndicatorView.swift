#if os(Linux)
    import Foundation
    import Kinema

    /// UIKit's spinning activity indicator, as an iOS file sees it through
    /// `import SwiftUI`. Kinema draws it as SwiftUI's circular `ProgressView()` tinted with
    /// its colour while it animates; stopped, it draws nothing when it hides when stopped
    /// (the default), else the indicator at rest. Its intrinsic size is UIKit's: 20 by 20
    /// points (`.medium`), 37 by 37 (`.large`).
    @MainActor
    open class UIActivityIndicatorView: UIView {
        /// The indicator's size and look, as UIKit's `UIActivityIndicatorView.Style`.
        public enum Style: Int, Sendable {
            /// Medium (20 points).
            case medium
            /// Large (37 points).
            case large
            /// Large and white (deprecated: large).
            case whiteLarge
            /// White (deprecated: medium).
            case white
            /// Grey (deprecated: medium).
            case gray

            /// The diameter in points.
            internal var side: CGFloat {
                switch self {
                case .large, .whiteLarge: 37
                case .medium, .white, .gray: 20
                }
            }
        }

        /// The style.
        open var style: Style
        /// The colour; the style's (grey, or white for the deprecated white styles)
        /// unless set.
        open var color: UIColor!
        /// Whether it is hidden while stopped.
        open var hidesWhenStopped = true
        /// Whether it animates.
        public private(set) var isAnimating = false

        /// An indicator of `style`.
        /// - Parameter style: The style.
        public init(style: Style) {
            self.style = style
            super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        }

        /// A medium indicator with `frame`.
        /// - Parameter frame: The frame.
        public override init(frame: CGRect) {
            style = .medium
            super.init(frame: frame)
        }

        /// An indicator from an archive: Linux has no archives.
        /// - Parameter coder: The archive (not read).
        public required init?(coder: NSCoder) { nil }

        /// Starts the animation.
        open func startAnimating() { isAnimating = true }

        /// Stops the animation.
        open func stopAnimating() { isAnimating = false }

        /// The style's size.
        open override var intrinsicContentSize: CGSize {
            CGSize(width: style.side, height: style.side)
        }

        /// The spinner, as SwiftUI's circular `ProgressView`.
        override internal func drawnContent() -> AnyView {
            let side = style.side
            guard isAnimating || !hidesWhenStopped else {
                return AnyView(Color.clear.frame(width: side, height: side))
            }
            let white = style == .white || style == .whiteLarge
            let tint = color?.color ?? (white ? Color.white : Color(white: 0.56))
            return AnyView(
                ProgressView().tint(tint)
                    .scaleEffect(side / 20)
                    .frame(width: side, height: side))
        }
    }
#endif
