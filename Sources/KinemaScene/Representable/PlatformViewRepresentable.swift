/// What `UIViewRepresentable`, `UIViewControllerRepresentable`, `NSViewRepresentable` and
/// `NSViewControllerRepresentable` (in the `SwiftUI` module on Linux) have in common for
/// the engine (Kinema's own): a view whose body is a platform view.
///
/// UIKit and AppKit do not exist on Linux. Kinema keeps SwiftUI's life cycle, on the main
/// actor while the views resolve: the coordinator and the platform view are made once per
/// view identity, the view is updated at every resolution with the context's environment
/// and transaction, and dismantled when the view disappears. What it draws is the platform
/// view's stand-in (see the `SwiftUI` module's UIKit and AppKit classes), and every
/// resolution records a diagnostic that names the representable.
@MainActor @preconcurrency
public protocol _PlatformViewRepresentable: View where Body == Never {
    /// The SwiftUI protocol the view conforms to, named in the diagnostic.
    static var _representableKind: String { get }

    /// Makes the coordinator and the platform view into `storage` the first time, updates
    /// the view, and returns what Kinema draws for it.
    /// - Parameters:
    ///   - storage: Where the view and coordinator are kept between updates.
    ///   - environment: The environment where the view stands.
    ///   - transaction: The transaction of the update.
    @MainActor func _updatePlatformView(
        in storage: _PlatformViewStorage, environment: EnvironmentValues,
        transaction: Transaction
    ) -> AnyView

    /// Dismantles the platform view kept in `storage` (once, when the view disappears).
    @MainActor static func _dismantlePlatformView(in storage: _PlatformViewStorage)
}

/// Where a representable keeps its platform view and coordinator between updates (Kinema's
/// own), one per view identity.
@MainActor
public final class _PlatformViewStorage {
    /// The platform view (or view controller), once made.
    public var platformView: AnyObject?
    /// The coordinator, once made.
    public var coordinator: Any?
    /// Whether the platform view was dismantled.
    public var isDismantled = false

    /// Empty storage.
    nonisolated public init() {}
}

extension _PlatformViewRepresentable {
    /// Resolves `view`, a value of this type seen through a generic parameter: links its
    /// dynamic properties, records the diagnostic and resolves its host.
    @MainActor internal static func resolveRepresentable<V>(
        _ view: V, id: ViewIdentity, context: inout ResolveContext
    ) {
        guard let view = view as? Self else { return }
        context.link(view, id: id, path: "")
        context.diagnose(
            "\(Self.self) (\(_representableKind)): UIKit and AppKit do not exist on Linux; "
                + "its platform view is made and updated but drawn as Kinema's stand-in")
        let host = PlatformViewHost(representable: view, transaction: context.transaction)
        context.resolve(host, id: context.identity(parent: id, .content))
    }
}

/// The view that keeps a representable's platform view: makes or updates it at every
/// resolution, dismantles it when it disappears.
nonisolated internal struct PlatformViewHost<Representable: _PlatformViewRepresentable>: View {
    internal let representable: Representable
    internal let transaction: Transaction
    @State private var storage = _PlatformViewStorage()
    @Environment(\.self) private var environment

    @MainActor internal var body: some View {
        let storage = storage
        representable._updatePlatformView(
            in: storage, environment: environment, transaction: transaction
        )
        .onDisappear {
            guard !storage.isDismantled else { return }
            storage.isDismantled = true
            Representable._dismantlePlatformView(in: storage)
        }
    }
}
