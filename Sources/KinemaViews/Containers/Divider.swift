import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// A thin line separating content, as SwiftUI's `Divider`: horizontal (filling the
/// offered width, 1 point high) except directly in an `HStack`, where it is vertical
/// (1 point wide, filling the offered height). Drawn in the light-mode separator colour,
/// (60, 60, 67) / 255 at opacity 0.29.
nonisolated public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    /// No body: a divider is a leaf.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
        let vertical = context.environment.stackAxis == .horizontal
        let leaf = ShapeLeaf(
            shape: DividerShape(isVertical: vertical), paint: .color(separator),
            fillStyle: FillStyle())
        context.emit(context.node(id, .leaf(leaf)))
    }
}

/// The rectangle of a divider, sized 1 point across its run.
nonisolated internal struct DividerShape: Shape {
    internal let isVertical: Bool

    internal func path(in rect: CGRect) -> Path { Path(rect) }

    internal func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let filled = proposal.replacingUnspecifiedDimensions()
        return isVertical
            ? CGSize(width: 1, height: filled.height) : CGSize(width: filled.width, height: 1)
    }
}
