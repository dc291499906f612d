import KinemaCore
import KinemaScene

/// Kinds of content shape, as SwiftUI's `ContentShapeKinds`: what a shape given to
/// `contentShape(_:_:eoFill:)` defines.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The area that takes taps and other pointer input.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of a drag preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The area of a hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The area of a focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The area accessibility reports.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// The modifier of `contentShape`: keeps the shape, draws and lays out the content as
/// it is.
nonisolated public struct _ContentShapeModifier<S: Shape>: ViewModifier, PrimitiveModifier {
    /// The shape that defines the view's hit-testing area, in its bounds.
    internal let shape: S
    /// The kinds of area the shape defines.
    internal let kinds: ContentShapeKinds
    /// Whether the shape is filled with the even-odd rule.
    internal let eoFill: Bool

    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// The shape in the view's bounds that takes taps and pointer input, as SwiftUI's
    /// `contentShape(_:eoFill:)`.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { open() }
    /// ```
    ///
    /// It draws nothing and changes no layout. Kinema keeps the shape with the view but
    /// has no hit-testing to give it to: a host's scripted tap finds its control by the
    /// text inside it or its accessibility identifier, never by a point, so a tap
    /// reaches the view with or without the modifier.
    /// - Parameters:
    ///   - shape: The shape, in the view's bounds.
    ///   - eoFill: Whether the shape is filled with the even-odd rule.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false)
        -> ModifiedContent<Self, _ContentShapeModifier<S>>
    {
        contentShape(.interaction, shape, eoFill: eoFill)
    }

    /// The shape in the view's bounds for some kinds of content area (see
    /// ``contentShape(_:eoFill:)``; no effect on drawing or layout).
    /// - Parameters:
    ///   - kinds: What the shape defines.
    ///   - shape: The shape, in the view's bounds.
    ///   - eoFill: Whether the shape is filled with the even-odd rule.
    public func contentShape<S: Shape>(
        _ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false
    ) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, kinds: kinds, eoFill: eoFill))
    }
}
