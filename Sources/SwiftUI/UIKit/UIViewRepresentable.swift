#if os(Linux)
    import Kinema

    /// A SwiftUI view that wraps a UIKit view, as SwiftUI's `UIViewRepresentable`.
    ///
    /// UIKit does not exist on Linux, but the life cycle is SwiftUI's: on the main actor,
    /// while the views resolve, ``makeCoordinator()`` and then ``makeUIView(context:)`` run
    /// once per view identity, ``updateUIView(_:context:)`` at every resolution (the
    /// first included) with the environment and transaction of the update, and
    /// ``dismantleUIView(_:coordinator:)`` when the view disappears. What Kinema draws is
    /// the UIKit view's stand-in (see ``UIView``: a placeholder rectangle for a plain
    /// view, the SwiftUI equivalent for ``UILabel``, ``UIActivityIndicatorView`` and
    /// ``UIVisualEffectView``), and each resolution records a diagnostic that names the
    /// representable. `sizeThatFits(_:uiView:context:)` is not asked: the stand-in sizes
    /// itself (Kinema's layout runs off the main actor, where UIKit code may not).
    @MainActor @preconcurrency
    public protocol UIViewRepresentable: _PlatformViewRepresentable {
        /// The UIKit view's type.
        associatedtype UIViewType: UIView
        /// The coordinator's type; `Void` unless ``makeCoordinator()`` makes one.
        associatedtype Coordinator = Void
        /// What the methods are given.
        typealias Context = UIViewRepresentableContext<Self>

        /// Makes the UIKit view, once.
        /// - Parameter context: The coordinator, environment and transaction.
        /// - Returns: The view.
        @MainActor func makeUIView(context: Context) -> UIViewType

        /// Updates the UIKit view with the representable's current values.
        /// - Parameters:
        ///   - uiView: The view.
        ///   - context: The coordinator, environment and transaction.
        @MainActor func updateUIView(_ uiView: UIViewType, context: Context)

        /// Cleans up the UIKit view when it is removed.
        /// - Parameters:
        ///   - uiView: The view.
        ///   - coordinator: The coordinator.
        @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

        /// Makes the coordinator, once, before the view.
        /// - Returns: The coordinator.
        @MainActor func makeCoordinator() -> Coordinator

        /// The size the view wants for `proposal`, or `nil` for the view's own sizing
        /// (declared for SwiftUI's files; Kinema does not ask it).
        @MainActor func sizeThatFits(
            _ proposal: ProposedViewSize, uiView: UIViewType, context: Context
        ) -> CGSize?
    }

    extension UIViewRepresentable {
        /// Nothing to clean up.
        public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

        /// The view's own sizing.
        public func sizeThatFits(
            _ proposal: ProposedViewSize, uiView: UIViewType, context: Context
        ) -> CGSize? { nil }

        /// "UIViewRepresentable".
        public static var _representableKind: String { "UIViewRepresentable" }

        /// Makes the coordinator and view the first time, updates the view, returns its
        /// stand-in.
        public func _updatePlatformView(
            in storage: _PlatformViewStorage, environment: EnvironmentValues,
            transaction: Transaction
        ) -> AnyView {
            if storage.coordinator == nil { storage.coordinator = makeCoordinator() }
            guard let coordinator = storage.coordinator as? Coordinator else {
                return AnyView(EmptyView())
            }
            let context = Context(
                coordinator: coordinator, transaction: transaction, environment: environment)
            let view: UIViewType
            if let made = storage.platformView as? UIViewType {
                view = made
            } else {
                view = makeUIView(context: context)
                storage.platformView = view
            }
            updateUIView(view, context: context)
            return view.standIn()
        }

        /// Calls ``dismantleUIView(_:coordinator:)``.
        public static func _dismantlePlatformView(in storage: _PlatformViewStorage) {
            guard let view = storage.platformView as? UIViewType,
                let coordinator = storage.coordinator as? Coordinator
            else { return }
            dismantleUIView(view, coordinator: coordinator)
        }
    }

    extension UIViewRepresentable where Coordinator == Void {
        /// No coordinator.
        public func makeCoordinator() {}
    }

    /// What a ``UIViewRepresentable``'s methods are given, as SwiftUI's
    /// `UIViewRepresentableContext`.
    @MainActor
    public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
        /// The coordinator ``UIViewRepresentable/makeCoordinator()`` made.
        public let coordinator: Representable.Coordinator
        /// The transaction of the update.
        public var transaction: Transaction
        /// The environment where the view stands.
        public var environment: EnvironmentValues
    }
#endif
