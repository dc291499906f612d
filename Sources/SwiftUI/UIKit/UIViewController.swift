#if os(Linux)
    import Foundation
    import Kinema

    /// UIKit's view controller, as an iOS file sees it through `import SwiftUI` (a
    /// `UIViewControllerRepresentable` makes one): its view, loaded on first use
    /// (``loadView()`` then ``viewDidLoad()``), its title, children and appearance
    /// callbacks. Kinema draws the stand-in of its view.
    @MainActor
    open class UIViewController: UIResponder {
        private var loadedView: UIView?
        /// The title.
        open var title: String?
        /// The size it prefers to be shown at (recorded).
        open var preferredContentSize = CGSize.zero
        /// The view controllers inside it.
        public private(set) var children: [UIViewController] = []
        /// The view controller it is inside.
        public private(set) weak var parent: UIViewController?

        /// A view controller.
        /// - Parameters:
        ///   - nibName: A nib's name (Linux has no nibs; not read).
        ///   - nibBundle: The nib's bundle (not read).
        public init(nibName: String?, bundle nibBundle: Bundle?) { super.init() }

        /// A view controller.
        public convenience override init() { self.init(nibName: nil, bundle: nil) }

        /// A view controller from an archive: Linux has no archives.
        /// - Parameter coder: The archive (not read).
        public required init?(coder: NSCoder) { nil }

        /// The view, loaded on first use.
        open var view: UIView! {
            get {
                if loadedView == nil {
                    loadView()
                    if loadedView == nil { loadedView = UIView() }
                    viewDidLoad()
                }
                return loadedView
            }
            set { loadedView = newValue }
        }

        /// Whether the view was loaded.
        open var isViewLoaded: Bool { loadedView != nil }

        /// Makes the view (override point: a plain ``UIView`` unless set here).
        open func loadView() { loadedView = UIView() }
        /// Called once the view is loaded.
        open func viewDidLoad() {}
        /// Called before the view appears.
        /// - Parameter animated: Whether it animates.
        open func viewWillAppear(_ animated: Bool) {}
        /// Called after the view appears.
        /// - Parameter animated: Whether it animated.
        open func viewDidAppear(_ animated: Bool) {}
        /// Called before the view disappears.
        /// - Parameter animated: Whether it animates.
        open func viewWillDisappear(_ animated: Bool) {}
        /// Called after the view disappears.
        /// - Parameter animated: Whether it animated.
        open func viewDidDisappear(_ animated: Bool) {}
        /// Called before the view lays out its subviews.
        open func viewWillLayoutSubviews() {}
        /// Called after the view laid out its subviews.
        open func viewDidLayoutSubviews() {}

        /// Adds `child` as a child view controller.
        /// - Parameter child: The child.
        open func addChild(_ child: UIViewController) {
            child.removeFromParent()
            children.append(child)
            child.parent = self
        }

        /// Removes the view controller from its parent.
        open func removeFromParent() {
            parent?.children.removeAll { $0 === self }
            parent = nil
        }

        /// Called before the view controller moves to `parent`.
        /// - Parameter parent: The new parent, or `nil`.
        open func willMove(toParent parent: UIViewController?) {}
        /// Called after the view controller moved to `parent`.
        /// - Parameter parent: The new parent, or `nil`.
        open func didMove(toParent parent: UIViewController?) {}
    }
#endif
