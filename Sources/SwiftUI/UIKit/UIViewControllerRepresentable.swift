#if os(Linux)
    import Kinema

    /// A SwiftUI view that wraps a UIKit view controller, as SwiftUI's
    /// `UIViewControllerRepresentable`: the life cycle of ``UIViewRepresentable`` with
    /// ``makeUIViewController(context:)``, ``updateUIViewController(_:context:)`` and
    /// ``dismantleUIViewController(_:coordinator:)``; Kinema draws the stand-in of the
    /// controller's view (loaded on first use) and records a diagnostic.
    @MainActor @preconcurrency
    public protocol UIViewControllerRepresentable: _PlatformViewRepresentable {
        /// The view controller's type.
        associatedtype UIViewControllerType: UIViewController
        /// The coordinator's type; `Void` unless ``makeCoordinator()`` makes one.
        associatedtype Coordinator = Void
        /// What the methods are given.
        typealias Context = UIViewControllerRepresentableContext<Self>

        /// Makes the view controller, once.
        /// - Parameter context: The coordinator, environment and transaction.
        /// - Returns: The view controller.
        @MainActor func makeUIViewController(context: Context) -> UIViewControllerType

        /// Updates the view controller with the representable's current values.
        /// - Parameters:
        ///   - uiViewController: The view controller.
        ///   - context: The coordinator, environment and transaction.
        @MainActor func updateUIViewController(
            _ uiViewController: UIViewControllerType, context: Context)

        /// Cleans up the view controller when it is removed.
        /// - Parameters:
        ///   - uiViewController: The view controller.
        ///   - coordinator: The coordinator.
        @MainActor static func dismantleUIViewController(
            _ uiViewController: UIViewControllerType, coordinator: Coordinator)

        /// Makes the coordinator, once, before the view controller.
        /// - Returns: The coordinator.
        @MainActor func makeCoordinator() -> Coordinator

        /// The size the view controller wants for `proposal`, or `nil` for its view's
        /// sizing (declared for SwiftUI's files; Kinema does not ask it).
        @MainActor func sizeThatFits(
            _ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
            context: Context
        ) -> CGSize?
    }

    extension UIViewControllerRepresentable {
        /// Nothing to clean up.
        public static func dismantleUIViewController(
            _ uiViewController: UIViewControllerType, coordinator: Coordinator
        ) {}

        /// The view's own sizing.
        public func sizeThatFits(
            _ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
            context: Context
        ) -> CGSize? { nil }

        /// "UIViewControllerRepresentable".
        public static var _representableKind: String { "UIViewControllerRepresentable" }

        /// Makes the coordinator and view controller the first time, updates it, returns
        /// the stand-in of its view.
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
            let controller: UIViewControllerType
            if let made = storage.platformView as? UIViewControllerType {
                controller = made
            } else {
                controller = makeUIViewController(context: context)
                storage.platformView = controller
            }
            updateUIViewController(controller, context: context)
            return controller.view.standIn()
        }

        /// Calls ``dismantleUIViewController(_:coordinator:)``.
        public static func _dismantlePlatformView(in storage: _PlatformViewStorage) {
            guard let controller = storage.platformView as? UIViewControllerType,
                let coordinator = storage.coordinator as? Coordinator
            else { return }
            dismantleUIViewController(controller, coordinator: coordinator)
        }
    }

    extension UIViewControllerRepresentable where Coordinator == Void {
        /// No coordinator.
        public func makeCoordinator() {}
    }

    /// What a ``UIViewControllerRepresentable``'s methods are given, as SwiftUI's
    /// `UIViewControllerRepresentableContext`.
    @MainActor
    public struct UIViewControllerRepresentableContext<
        Representable: UIViewControllerRepresentable
    > {
        /// The coordinator ``UIViewControllerRepresentable/makeCoordinator()`` made.
        public let coordinator: Representable.Coordinator
        /// The transaction of the update.
        public var transaction: Transaction
        /// The environment where the view stands.
        public var environment: EnvironmentValues
    }
#endif
