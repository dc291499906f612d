#if os(Linux)
    import Kinema

    /// A SwiftUI view that wraps an AppKit view, as SwiftUI's `NSViewRepresentable`: the
    /// life cycle of `UIViewRepresentable` with ``makeNSView(context:)``,
    /// ``updateNSView(_:context:)`` and ``dismantleNSView(_:coordinator:)``. Kinema draws
    /// the view's stand-in (see ``NSView``) and records a diagnostic.
    @MainActor @preconcurrency
    public protocol NSViewRepresentable: _PlatformViewRepresentable {
        /// The AppKit view's type.
        associatedtype NSViewType: NSView
        /// The coordinator's type; `Void` unless ``makeCoordinator()`` makes one.
        associatedtype Coordinator = Void
        /// What the methods are given.
        typealias Context = NSViewRepresentableContext<Self>

        /// Makes the AppKit view, once.
        /// - Parameter context: The coordinator, environment and transaction.
        /// - Returns: The view.
        @MainActor func makeNSView(context: Context) -> NSViewType

        /// Updates the AppKit view with the representable's current values.
        /// - Parameters:
        ///   - nsView: The view.
        ///   - context: The coordinator, environment and transaction.
        @MainActor func updateNSView(_ nsView: NSViewType, context: Context)

        /// Cleans up the view when it is removed.
        /// - Parameters:
        ///   - nsView: The view.
        ///   - coordinator: The coordinator.
        @MainActor static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)

        /// Makes the coordinator, once, before the view.
        /// - Returns: The coordinator.
        @MainActor func makeCoordinator() -> Coordinator
    }

    extension NSViewRepresentable {
        /// Nothing to clean up.
        public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}

        /// "NSViewRepresentable".
        public static var _representableKind: String { "NSViewRepresentable" }

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
            let view: NSViewType
            if let made = storage.platformView as? NSViewType {
                view = made
            } else {
                view = makeNSView(context: context)
                storage.platformView = view
            }
            updateNSView(view, context: context)
            return view.standIn()
        }

        /// Calls ``dismantleNSView(_:coordinator:)``.
        public static func _dismantlePlatformView(in storage: _PlatformViewStorage) {
            guard let view = storage.platformView as? NSViewType,
                let coordinator = storage.coordinator as? Coordinator
            else { return }
            dismantleNSView(view, coordinator: coordinator)
        }
    }

    extension NSViewRepresentable where Coordinator == Void {
        /// No coordinator.
        public func makeCoordinator() {}
    }

    /// What an ``NSViewRepresentable``'s methods are given, as SwiftUI's
    /// `NSViewRepresentableContext`.
    @MainActor
    public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
        /// The coordinator ``NSViewRepresentable/makeCoordinator()`` made.
        public let coordinator: Representable.Coordinator
        /// The transaction of the update.
        public var transaction: Transaction
        /// The environment where the view stands.
        public var environment: EnvironmentValues
    }

    /// A SwiftUI view that wraps an AppKit view controller, as SwiftUI's
    /// `NSViewControllerRepresentable`: the life cycle of ``NSViewRepresentable`` with
    /// ``makeNSViewController(context:)``, ``updateNSViewController(_:context:)`` and
    /// ``dismantleNSViewController(_:coordinator:)``; Kinema draws the stand-in of the
    /// controller's view and records a diagnostic.
    @MainActor @preconcurrency
    public protocol NSViewControllerRepresentable: _PlatformViewRepresentable {
        /// The view controller's type.
        associatedtype NSViewControllerType: NSViewController
        /// The coordinator's type; `Void` unless ``makeCoordinator()`` makes one.
        associatedtype Coordinator = Void
        /// What the methods are given.
        typealias Context = NSViewControllerRepresentableContext<Self>

        /// Makes the view controller, once.
        /// - Parameter context: The coordinator, environment and transaction.
        /// - Returns: The view controller.
        @MainActor func makeNSViewController(context: Context) -> NSViewControllerType

        /// Updates the view controller with the representable's current values.
        /// - Parameters:
        ///   - nsViewController: The view controller.
        ///   - context: The coordinator, environment and transaction.
        @MainActor func updateNSViewController(
            _ nsViewController: NSViewControllerType, context: Context)

        /// Cleans up the view controller when it is removed.
        /// - Parameters:
        ///   - nsViewController: The view controller.
        ///   - coordinator: The coordinator.
        @MainActor static func dismantleNSViewController(
            _ nsViewController: NSViewControllerType, coordinator: Coordinator)

        /// Makes the coordinator, once, before the view controller.
        /// - Returns: The coordinator.
        @MainActor func makeCoordinator() -> Coordinator
    }

    extension NSViewControllerRepresentable {
        /// Nothing to clean up.
        public static func dismantleNSViewController(
            _ nsViewController: NSViewControllerType, coordinator: Coordinator
        ) {}

        /// "NSViewControllerRepresentable".
        public static var _representableKind: String { "NSViewControllerRepresentable" }

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
            let controller: NSViewControllerType
            if let made = storage.platformView as? NSViewControllerType {
                controller = made
            } else {
                controller = makeNSViewController(context: context)
                storage.platformView = controller
            }
            updateNSViewController(controller, context: context)
            return controller.view.standIn()
        }

        /// Calls ``dismantleNSViewController(_:coordinator:)``.
        public static func _dismantlePlatformView(in storage: _PlatformViewStorage) {
            guard let controller = storage.platformView as? NSViewControllerType,
                let coordinator = storage.coordinator as? Coordinator
            else { return }
            dismantleNSViewController(controller, coordinator: coordinator)
        }
    }

    extension NSViewControllerRepresentable where Coordinator == Void {
        /// No coordinator.
        public func makeCoordinator() {}
    }

    /// What an ``NSViewControllerRepresentable``'s methods are given, as SwiftUI's
    /// `NSViewControllerRepresentableContext`.
    @MainActor
    public struct NSViewControllerRepresentableContext<
        Representable: NSViewControllerRepresentable
    > {
        /// The coordinator ``NSViewControllerRepresentable/makeCoordinator()`` made.
        public let coordinator: Representable.Coordinator
        /// The transaction of the update.
        public var transaction: Transaction
        /// The environment where the view stands.
        public var environment: EnvironmentValues
    }
#endif
