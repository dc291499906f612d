import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene

/// A container that takes all the space it is offered and builds its content from its
/// own geometry, as SwiftUI's `GeometryReader`.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().fill(Color.green)
///         .frame(width: proxy.size.width * progress, height: 8)
/// }
/// .frame(height: 8)
/// ```
///
/// The reader's size is the proposal (an unspecified or infinite dimension is 10
/// points); its content is proposed that size and placed at its top leading corner.
///
/// How the content sees its geometry: a scene with readers is resolved, laid out, then
/// resolved again with each reader's laid-out geometry, until every reader's content was
/// resolved with the geometry the layout gives it. A reader's content is only ever
/// evaluated with its laid-out geometry, never with a placeholder: in a state's first
/// pass, before any layout, a reader is an empty container of the same size. A reader's size depends only on the
/// views around it, never on its content, so that takes at most one pass more than the
/// depth of readers nested in readers (and in `overlayPreferenceValue` content); when
/// the bound is reached first (geometry that feeds back through preferences), the last
/// pass is kept with a diagnostic. A scene without readers is resolved once.
/// - Complexity: O(*n* · (*d* + 2)) for *n* views and readers nested *d* deep; O(*n*)
///   without readers.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// No body: the reader is a container.
    public typealias Body = Never

    /// Creates a reader.
    /// - Parameter content: Builds the content from the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let index = context.geometry.readers.count
        guard let proxy = context.geometry.inputs.readers[id] else {
            // No laid-out geometry yet (a state's first pass): the reader's size does not
            // depend on its content, so the content waits for the next pass, which has it.
            // It never sees a made-up zero size (SwiftUI evaluates it after layout).
            context.geometry.readers.append(
                ReaderRecord(
                    identity: id, proxy: GeometryProxy(frame: .zero),
                    spaces: context.geometry.openSpaces, hasContent: false))
            context.geometry.enter()
            context.geometry.leave()
            let node = LayoutContainer(GeometryReaderLayout()).node(
                id: id, children: [], in: &context)
            context.geometry.readers[index].node = node
            context.emit(node)
            return
        }
        context.geometry.readers.append(
            ReaderRecord(identity: id, proxy: proxy, spaces: context.geometry.openSpaces))
        context.geometry.enter()
        let view = content(proxy)
        context.collect(view, id: context.identity(parent: id, .content)) { context, children in
            context.geometry.leave()
            let node = LayoutContainer(GeometryReaderLayout())
                .node(id: id, children: children, in: &context)
            context.geometry.readers[index].node = node
            context.emit(node)
        }
    }
}

/// A `GeometryReader`'s layout: the whole proposal (unspecified or infinite dimensions
/// are 10), every subview proposed it and placed at the top leading corner.
nonisolated internal struct GeometryReaderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func length(_ value: CGFloat?) -> CGFloat {
            guard let value, value.isFinite else { return 10 }
            return max(value, 0)
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for subview in subviews {
            subview.place(
                at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}
