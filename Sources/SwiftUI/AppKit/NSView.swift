#if os(Linux)
    import Foundation
    import Kinema

    /// AppKit's responder, as a macOS file sees it through `import SwiftUI`: the base of
    /// ``NSView`` and ``NSViewController``.
    @MainActor
    open class NSResponder {
        /// A responder.
        public init() {}
    }

    /// AppKit's view, as a macOS file sees it through `import SwiftUI` (an
    /// `NSViewRepresentable` makes one): its frame, visibility, layer flag and hierarchy,
    /// kept as set. Kinema draws its stand-in: for a plain view a grey-outlined light grey
    /// rectangle, its intrinsic content size where it has one, else the size offered;
    /// ``NSVisualEffectView`` draws as a SwiftUI material. Hidden views draw nothing
    /// (keeping their space); `alphaValue` is their opacity.
    @MainActor
    open class NSView: NSResponder {
        /// The value of a dimension of `intrinsicContentSize` the view does not have.
        public static let noIntrinsicMetric: CGFloat = -1

        /// The frame in the superview's coordinates.
        open var frame: CGRect
        /// The bounds in the view's own coordinates.
        open var bounds: CGRect {
            get { CGRect(origin: .zero, size: frame.size) }
            set { frame.size = newValue.size }
        }
        /// Whether the view is hidden.
        open var isHidden = false
        /// The opacity, 0...1.
        open var alphaValue: CGFloat = 1
        /// Whether the view is backed by a layer (recorded).
        open var wantsLayer = false
        /// Whether its autoresizing mask becomes constraints (recorded).
        open var translatesAutoresizingMaskIntoConstraints = true
        /// The views inside, back to front.
        public private(set) var subviews: [NSView] = []
        /// The view it is inside.
        public private(set) weak var superview: NSView?

        /// A view with `frameRect`.
        /// - Parameter frameRect: The frame.
        public init(frame frameRect: CGRect) {
            frame = frameRect
            super.init()
        }

        /// A view with a zero frame.
        public convenience override init() { self.init(frame: .zero) }

        /// A view from an archive: Linux has no archives.
        /// - Parameter coder: The archive (not read).
        public required init?(coder: NSCoder) { nil }

        /// The size of the view's content alone: ``noIntrinsicMetric`` in each dimension
        /// for a plain view.
        open var intrinsicContentSize: CGSize {
            CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
        }

        /// Adds `view` on top of the subviews.
        /// - Parameter view: The view.
        open func addSubview(_ view: NSView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        /// Removes the view from its superview.
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }

        /// What Kinema draws for the view's content, before visibility and opacity apply.
        internal func drawnContent() -> AnyView {
            platformViewPlaceholder(background: nil, intrinsicSize: intrinsicContentSize)
        }

        /// What Kinema draws for the view.
        internal func standIn() -> AnyView {
            AnyView(
                drawnContent().opacity(isHidden ? 0 : Double(min(max(alphaValue, 0), 1))))
        }
    }

    /// AppKit's view controller, as a macOS file sees it through `import SwiftUI`: its
    /// view (made by ``loadView()`` on first use) and title.
    @MainActor
    open class NSViewController: NSResponder {
        private var loadedView: NSView?
        /// The title.
        open var title: String?

        /// A view controller.
        /// - Parameters:
        ///   - nibNameOrNil: A nib's name (Linux has no nibs; not read).
        ///   - nibBundleOrNil: The nib's bundle (not read).
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// A view controller.
        public convenience override init() { self.init(nibName: nil, bundle: nil) }

        /// A view controller from an archive: Linux has no archives.
        /// - Parameter coder: The archive (not read).
        public required init?(coder: NSCoder) { nil }

        /// The view, loaded on first use.
        open var view: NSView {
            get {
                if loadedView == nil {
                    loadView()
                    if loadedView == nil { loadedView = NSView() }
                    viewDidLoad()
                }
                return loadedView ?? NSView()
            }
            set { loadedView = newValue }
        }

        /// Makes the view (override point: a plain ``NSView`` unless set here).
        open func loadView() { loadedView = NSView() }
        /// Called once the view is loaded.
        open func viewDidLoad() {}
    }
#endif
