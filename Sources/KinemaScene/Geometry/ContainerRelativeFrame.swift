import Foundation
import KinemaCore
import KinemaLayout

nonisolated extension View {
    /// Sizes the view as its container along `axes`, as SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`.
    ///
    /// The container is the nearest scroll view around the view (its size less its
    /// content margins), else the scene. Like a `GeometryReader`'s content, the view is
    /// sized in a second resolution pass, once the container's size is laid out.
    /// - Parameters:
    ///   - axes: The axes sized from the container; the others keep the view's own size.
    ///   - alignment: Where the view sits in the frame.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
        -> ModifiedContent<Self, _ContainerRelativeFrameModifier>
    {
        modifier(
            _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length
            })
    }

    /// Sizes the view as `span` of `count` equal columns (or rows) of its container,
    /// `spacing` apart, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`:
    /// `(container - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    /// A count below 1 is 1, a span is kept between 1 and the count, and a NaN or infinite
    /// spacing is 0.
    /// - Parameters:
    ///   - axes: The axes sized from the container.
    ///   - count: The number of columns (rows) the container is divided into.
    ///   - span: How many of them the view takes.
    ///   - spacing: The space between columns (rows).
    ///   - alignment: Where the view sits in the frame.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        let count = max(count, 1)
        let span = min(max(span, 1), count)
        let spacing = spacing.isFinite ? spacing : 0
        let modifier = _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) {
            length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(column * CGFloat(span) + spacing * CGFloat(span - 1), 0)
        }
        return self.modifier(modifier)
    }

    /// Sizes the view along `axes` by `length`, given the container's length along each
    /// axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`. A NaN, infinite or
    /// negative result leaves that axis to the view, with a diagnostic.
    /// - Parameters:
    ///   - axes: The axes sized from the container.
    ///   - alignment: Where the view sits in the frame.
    ///   - length: The view's length from the container's length along an axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

/// The modifier of `containerRelativeFrame`: a frame whose lengths come from the nearest
/// container's laid-out size.
nonisolated public struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    internal let axes: Axis.Set
    internal let alignment: Alignment
    internal let length: (CGFloat, Axis) -> CGFloat

    internal init(
        axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat
    ) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let container = context.geometry.inputs.containerSizes[id]
        context.geometry.relativeFrames.append(
            RelativeFrameRecord(
                identity: id, container: context.geometry.openContainers.last,
                size: container))
        func side(_ axis: Axis, _ containerLength: CGFloat?) -> CGFloat? {
            guard let containerLength, axes.contains(axis == .horizontal ? .horizontal : .vertical)
            else { return nil }
            let value = length(containerLength, axis)
            guard value.isFinite, value >= 0 else {
                context.diagnose(
                    "containerRelativeFrame: length \(value) along \(axis) is not a size; "
                        + "the view keeps its own")
                return nil
            }
            return value
        }
        let width = side(.horizontal, container?.width)
        let height = side(.vertical, container?.height)
        // One more resolution pass than the frames nested in it need (as a reader).
        context.geometry.enter()
        context.resolve(content.frame(width: width, height: height, alignment: alignment), id: id)
        context.then { $0.geometry.leave() }
    }
}

/// The modifier that makes a view the container of the `containerRelativeFrame`s inside
/// it (a scroll view, less its content margins).
nonisolated package struct RelativeFrameContainerModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let token = context.geometry.containers.count
        context.geometry.containers.append(
            RelativeFrameContainer(
                node: nil, margins: context.environmentValues.scrollContentMargins))
        context.geometry.openContainers.append(token)
        context.collect(content, id: id) { context, inner in
            context.geometry.openContainers.removeLast()
            context.geometry.containers[token].node = inner.first
            for node in inner { context.emit(node) }
        }
    }

    /// The memberwise initializer, for the modules over the engine.
    package init() {
    }
}

/// A container of relative frames met during resolution.
nonisolated internal struct RelativeFrameContainer {
    /// The container's node, once made.
    internal var node: NodeRef?
    /// What its size is reduced by.
    internal let margins: EdgeInsets

    /// The size relative frames inside see, given the container's laid-out `size`.
    internal func size(laidOut size: CGSize) -> CGSize {
        CGSize(
            width: max(size.width - margins.leading - margins.trailing, 0),
            height: max(size.height - margins.top - margins.bottom, 0))
    }
}

/// A `containerRelativeFrame` met during resolution.
nonisolated internal struct RelativeFrameRecord {
    /// The modified view's identity.
    internal let identity: ViewIdentity
    /// The token of its container; `nil` for the scene.
    internal let container: Int?
    /// The container size it was resolved with; `nil` in the first pass.
    internal let size: CGSize?
}
