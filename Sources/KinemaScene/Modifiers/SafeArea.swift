import KinemaCore

/// Kinds of safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area of a container: bars, the screen's insets.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area a software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The modifier of modifiers that change nothing Kinema draws or lays out
/// (`allowsTightening`, shader effects): the content as it is,
/// with a diagnostic when the modifier asked for something Linux cannot do.
nonisolated public struct _PassThroughModifier: ViewModifier, PrimitiveModifier {
    /// What the scene's diagnostics say about the modifier, if anything.
    internal var diagnostic: String?

    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        if let diagnostic { context.diagnose(diagnostic) }
        context.resolve(content, id: id)
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(diagnostic: String? = nil) {
        self.diagnostic = diagnostic
    }
}

nonisolated extension View {
    /// Lets the view extend into safe areas, as SwiftUI's `ignoresSafeArea(_:edges:)`.
    ///
    /// In a host with a safe area (``ViewHost/init(device:orientation:environment:measurer:startDate:content:)``,
    /// a preview on a device), the view's frame grows on each of `edges` that touches the
    /// safe area's boundary out to the edge of the insets beyond it: the device's status
    /// bar and home indicator, a `safeAreaInset` bar, a `safeAreaPadding`. An edge that
    /// does not touch stays where it is, and the view's size seen by its parent does not
    /// change. A scene's canvas has no safe area, so there the view is laid out as without
    /// the modifier.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.indigo.ignoresSafeArea()   // fills the whole screen
    ///     Text("Hello")                    // stays in the safe area
    /// }
    /// ```
    /// - Parameters:
    ///   - regions: The kinds of safe area to ignore; all by default. Kinema has no
    ///     keyboard, so only `.container` (or `.all`) changes anything.
    ///   - edges: The edges to extend past; all by default.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> ModifiedContent<Self, _SafeAreaIgnoringModifier>
    {
        modifier(_SafeAreaIgnoringModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Lets the view extend into the safe area past some edges (SwiftUI's older form of
    /// ``ignoresSafeArea(_:edges:)``, for every region).
    /// - Parameter edges: The edges to extend past.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set)
        -> ModifiedContent<Self, _SafeAreaIgnoringModifier>
    {
        modifier(_SafeAreaIgnoringModifier(edges: edges))
    }
}

/// The modifier of `ignoresSafeArea` and `edgesIgnoringSafeArea`.
nonisolated public struct _SafeAreaIgnoringModifier: ViewModifier, WrappingModifier {
    /// The edges the content may extend past.
    internal let edges: Edge.Set

    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        guard !edges.isEmpty else { return node }
        return SafeAreaContainer(role: .ignoring(edges: edges)).node(
            id: id, children: [node], in: &context)
    }
}
