#if os(Linux)
    import Foundation
    import Kinema

    /// UIKit's responder, as an iOS file sees it through `import SwiftUI`: the base of
    /// ``UIView`` and ``UIViewController``. Linux has no events for it: it is never first
    /// responder.
    @MainActor
    open class UIResponder {
        /// A responder.
        public init() {}

        /// Whether it is first responder: never on Linux.
        open var isFirstResponder: Bool { false }

        /// Asks to become first responder: refused on Linux.
        /// - Returns: `false`.
        @discardableResult open func becomeFirstResponder() -> Bool { false }

        /// Gives up first responder status.
        /// - Returns: `true`.
        @discardableResult open func resignFirstResponder() -> Bool { true }
    }

    /// UIKit's view, as an iOS file sees it through `import SwiftUI` (a `UIViewRepresentable`
    /// makes one): its geometry, colour, visibility, hierarchy and sizing properties, kept
    /// as set. Linux has no UIKit to draw it: Kinema draws its stand-in, for a plain view a
    /// rectangle of its background colour (a light grey without one) outlined in grey, the
    /// size of its intrinsic content size where it has one, else the size offered;
    /// ``UILabel``, ``UIActivityIndicatorView`` and ``UIVisualEffectView`` draw as the
    /// SwiftUI views they correspond to. Hidden views draw nothing (keeping their space);
    /// `alpha` is their opacity. Subviews are kept, not drawn.
    @MainActor
    open class UIView: UIResponder {
        /// The value of a dimension of `intrinsicContentSize` the view does not have.
        public static let noIntrinsicMetric: CGFloat = -1

        /// The frame in the superview's coordinates.
        open var frame: CGRect {
            get { CGRect(origin: origin, size: bounds.size) }
            set {
                origin = newValue.origin
                bounds.size = newValue.size
            }
        }
        private var origin = CGPoint.zero
        /// The bounds in the view's own coordinates.
        open var bounds = CGRect.zero
        /// The centre of the frame.
        open var center: CGPoint {
            get { CGPoint(x: frame.midX, y: frame.midY) }
            set {
                origin = CGPoint(
                    x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2)
            }
        }
        /// The background colour; `nil` is transparent.
        open var backgroundColor: UIColor?
        /// The opacity, 0...1.
        open var alpha: CGFloat = 1
        /// Whether the view is hidden.
        open var isHidden = false
        /// Whether it is opaque (recorded).
        open var isOpaque = true
        /// The tint colour (recorded; the stand-ins of controls use it).
        open var tintColor: UIColor!
        /// Whether touches reach it (recorded).
        open var isUserInteractionEnabled = true
        /// Whether subviews are clipped to its bounds (recorded).
        open var clipsToBounds = false
        /// How its content fills its bounds (recorded).
        open var contentMode: ContentMode = .scaleToFill
        /// How it resizes with its superview (recorded).
        open var autoresizingMask: AutoresizingMask = []
        /// Whether its autoresizing mask becomes constraints (recorded).
        open var translatesAutoresizingMaskIntoConstraints = true
        /// An integer to find it by.
        open var tag = 0
        /// The accessibility identifier (recorded).
        open var accessibilityIdentifier: String?
        /// The layer (its corner radius, border and shadow are recorded).
        public let layer = CALayer()
        /// The views inside, back to front.
        public private(set) var subviews: [UIView] = []
        /// The view it is inside.
        public private(set) weak var superview: UIView?
        private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
        private var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

        /// A view with `frame`.
        /// - Parameter frame: The frame.
        public init(frame: CGRect) {
            super.init()
            self.frame = frame
        }

        /// A view with a zero frame.
        public convenience override init() { self.init(frame: .zero) }

        /// A view from an archive: Linux has no archives.
        /// - Parameter coder: The archive (not read).
        public required init?(coder: NSCoder) { nil }

        /// The size of the view's content alone, when it has one:
        /// ``noIntrinsicMetric`` in each dimension for a plain view.
        open var intrinsicContentSize: CGSize {
            CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
        }

        /// Says the intrinsic size changed (the next resolution reads it).
        open func invalidateIntrinsicContentSize() {}

        /// The size that fits `size`: the intrinsic size where it has one, else the
        /// current size.
        /// - Parameter size: The size offered.
        /// - Returns: The size the view wants.
        open func sizeThatFits(_ size: CGSize) -> CGSize {
            let intrinsic = intrinsicContentSize
            return CGSize(
                width: intrinsic.width >= 0 ? intrinsic.width : bounds.width,
                height: intrinsic.height >= 0 ? intrinsic.height : bounds.height)
        }

        /// Resizes the view to ``sizeThatFits(_:)`` of its size.
        open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

        /// Adds `view` on top of the subviews (moving it from its old superview).
        /// - Parameter view: The view.
        open func addSubview(_ view: UIView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        /// Inserts `view` among the subviews at `index` (clamped).
        /// - Parameters:
        ///   - view: The view.
        ///   - index: Its position, 0 at the back.
        open func insertSubview(_ view: UIView, at index: Int) {
            view.removeFromSuperview()
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.superview = self
        }

        /// Removes the view from its superview.
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }

        /// Marks the layout as needing an update (nothing to do on Linux).
        open func setNeedsLayout() {}
        /// Lays out now (calls ``layoutSubviews()``).
        open func layoutIfNeeded() { layoutSubviews() }
        /// Lays out the subviews (override point; nothing by default).
        open func layoutSubviews() {}
        /// Marks the view as needing drawing (nothing to do on Linux).
        open func setNeedsDisplay() {}
        /// Draws the view (override point; not called on Linux).
        /// - Parameter rect: The area to draw.
        open func draw(_ rect: CGRect) {}

        /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
        /// - Parameters:
        ///   - priority: The priority.
        ///   - axis: The axis.
        open func setContentHuggingPriority(
            _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
        ) {
            huggingPriorities[axis] = priority
        }

        /// How strongly the view resists growing on `axis` (250 unless set).
        /// - Parameter axis: The axis.
        /// - Returns: The priority.
        open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
            huggingPriorities[axis] ?? .defaultLow
        }

        /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
        /// - Parameters:
        ///   - priority: The priority.
        ///   - axis: The axis.
        open func setContentCompressionResistancePriority(
            _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
        ) {
            compressionPriorities[axis] = priority
        }

        /// How strongly the view resists shrinking on `axis` (750 unless set).
        /// - Parameter axis: The axis.
        /// - Returns: The priority.
        open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
            -> UILayoutPriority
        {
            compressionPriorities[axis] ?? .defaultHigh
        }

        /// What Kinema draws for the view's content (the stand-in of its class), before
        /// its visibility and opacity apply.
        internal func drawnContent() -> AnyView {
            platformViewPlaceholder(
                background: backgroundColor?.color, intrinsicSize: intrinsicContentSize)
        }

        /// What Kinema draws for the view.
        internal func standIn() -> AnyView {
            AnyView(drawnContent().opacity(isHidden ? 0 : Double(min(max(alpha, 0), 1))))
        }
    }

    /// Core Animation's layer behind a ``UIView``, as an iOS file sees it: its corner,
    /// border and shadow properties, recorded (Kinema draws the view's stand-in).
    @MainActor
    public final class CALayer {
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// Whether sublayers are clipped to the bounds.
        public var masksToBounds = false
        /// The border width.
        public var borderWidth: CGFloat = 0
        /// The layer's opacity.
        public var opacity: Float = 1
        /// The shadow's opacity.
        public var shadowOpacity: Float = 0
        /// The shadow's blur radius.
        public var shadowRadius: CGFloat = 3
        /// The shadow's offset.
        public var shadowOffset = CGSize(width: 0, height: -3)

        /// A layer.
        public init() {}
    }
#endif
