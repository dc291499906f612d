import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene

nonisolated extension View {
    /// Adds to the safe area of the view, as SwiftUI's `safeAreaPadding(_:_:)`.
    ///
    /// The content is laid out inside the padding, as with `padding(_:_:)`, and the
    /// padding becomes part of its safe area: content that ignores the safe area reaches
    /// through it (and on through the safe area outside, where the view touches it).
    /// SwiftUI builds the modifier from `safeAreaInset`s of clear views of the padding's
    /// length (OpenSwiftUI's `SafeAreaPaddingModifier`), which lay out as this padding.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }
    ///     .safeAreaPadding(.horizontal, 20)
    /// ```
    ///
    /// Bad input: a NaN or infinite length is 0 (with a diagnostic).
    /// - Parameters:
    ///   - edges: The edges; all unless given.
    ///   - length: The padding; 16 points (the default padding) when `nil`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
        -> ModifiedContent<Self, _SafeAreaPaddingModifier>
    {
        modifier(_SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Adds `length` to the safe area on every edge (see ``safeAreaPadding(_:_:)``).
    /// - Parameter length: The padding.
    public func safeAreaPadding(_ length: CGFloat)
        -> ModifiedContent<Self, _SafeAreaPaddingModifier>
    {
        safeAreaPadding(.all, length)
    }

    /// Adds `insets` to the safe area (see ``safeAreaPadding(_:_:)``).
    /// - Parameter insets: The padding.
    public func safeAreaPadding(_ insets: EdgeInsets)
        -> ModifiedContent<Self, _SafeAreaPaddingModifier>
    {
        modifier(_SafeAreaPaddingModifier(insets: insets))
    }
}

/// The modifier of `safeAreaPadding`.
nonisolated public struct _SafeAreaPaddingModifier: ViewModifier, WrappingModifier {
    internal let insets: EdgeInsets

    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        var clean = insets
        clean.top = context.finite(insets.top, or: 0, "safeAreaPadding top")
        clean.leading = context.finite(insets.leading, or: 0, "safeAreaPadding leading")
        clean.bottom = context.finite(insets.bottom, or: 0, "safeAreaPadding bottom")
        clean.trailing = context.finite(insets.trailing, or: 0, "safeAreaPadding trailing")
        return SafeAreaContainer(role: .padding(clean)).node(
            id: id, children: [node], in: &context)
    }
}
