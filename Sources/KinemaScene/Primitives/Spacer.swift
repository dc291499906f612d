import Foundation
import KinemaGraphics
import KinemaLayout

/// Flexible space that grows along its stack's axis, never shorter than its minimum
/// length (8 unless given).
nonisolated public struct Spacer: View, PrimitiveView {
    /// The minimum length; `nil` for the default (8). NaN or negative is treated as 0.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// No body: a spacer is a leaf.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.emit(context.node(id, .leaf(SpacerLeaf(minLength: minLength))))
    }
}

/// The layout leaf of a spacer; it draws nothing.
@SlotOwner
internal struct SpacerLeaf: LeafContent {
    internal let minLength: CGFloat?

    internal func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        .spacer(minLength: minLength)
    }
}
