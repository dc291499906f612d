import Foundation
import KinemaCore
import KinemaGraphics

/// The slot of a paint: a colour's animatable data for a solid colour (no heap
/// allocation when sampled), or a gradient's numbers, whose variant (kind and stop
/// count) keeps gradients of different shapes from animating into each other.
internal struct PaintSlot: Sendable {
    private enum Storage: Sendable {
        case color(Slot<Color.AnimatableData>)
        case gradient(Slot<AnimatableVector>)
    }

    /// The paint in this state (its gradient geometry in unit points).
    private let paint: UnresolvedPaint
    private var storage: Storage

    /// The slot of `paint`.
    internal init(_ paint: UnresolvedPaint) {
        self.paint = paint
        switch paint {
        case .color(let c): storage = .color(Slot(c.animatableData))
        case .contextual: storage = .color(Slot(Color.primary.animatableData))
        default: storage = .gradient(Slot(paint.vector, variant: paint.variant))
        }
    }

    /// Passes the slot to `visitor`.
    internal mutating func visit(_ visitor: inout some SlotVisitor) {
        switch storage {
        case .color(var slot):
            visitor.visit(&slot)
            storage = .color(slot)
        case .gradient(var slot):
            visitor.visit(&slot)
            storage = .gradient(slot)
        }
    }

    /// The paint at `time`, in `size`.
    internal func paint(at time: Double?, in size: CGSize) -> Paint {
        switch storage {
        case .color(let slot):
            var color = Color.clear
            color.animatableData = slot.value(at: time)
            return .color(color)
        case .gradient(let slot):
            return paint.resolved(slot.value(at: time), in: size)
        }
    }
}
