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
/// (`ignoresSafeArea`, `edgesIgnoringSafeArea`, shader effects): the content as it is,
/// with a diagnostic when the modifier asked for something Linux cannot do.
nonisolated public struct _PassThroughModifier: ViewModifier, PrimitiveModifier {
    /// What the scene's diagnostics say about the modifier, if anything.
    internal var diagnostic: String?

    /// No body.
    public typealias Body = Never

    @MainActor internal func resolve<C: View>(content: C, id: Int, context: inout ResolveContext) {
        if let diagnostic { context.diagnose(diagnostic) }
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Lets the view extend into safe areas, as SwiftUI's `ignoresSafeArea(_:edges:)`.
    ///
    /// Kinema has no safe area: a scene's canvas is all content, so the view is laid out
    /// and drawn exactly as without the modifier. Kept so that SwiftUI code compiles
    /// unchanged (`Color.black.ignoresSafeArea()`).
    /// - Parameters:
    ///   - regions: The kinds of safe area to ignore; all by default.
    ///   - edges: The edges to extend past; all by default.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> ModifiedContent<Self, _PassThroughModifier>
    {
        modifier(_PassThroughModifier())
    }

    /// Lets the view extend into the safe area past some edges (SwiftUI's older form of
    /// ``ignoresSafeArea(_:edges:)``): no effect in Kinema, which has no safe area.
    /// - Parameter edges: The edges to extend past.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set)
        -> ModifiedContent<Self, _PassThroughModifier>
    {
        modifier(_PassThroughModifier())
    }
}
