import Foundation

/// The result of laying out subviews by numbers (Kinema's own): the container's size
/// and each subview's frame.
public struct LayoutPlacements: Hashable, Sendable {
    /// The container's size: its `sizeThatFits` for the proposal.
    public var size: CGSize
    /// The frames, in the container's coordinate space (its bounds are
    /// `CGRect(origin: .zero, size: size)`), in the order of the subviews.
    public var frames: [CGRect]

    /// Creates a result from a size and frames.
    public init(size: CGSize, frames: [CGRect]) {
        self.size = size
        self.frames = frames
    }
}

extension Layout {
    /// Lays out `subviews` for a proposal and reports the size and frames (Kinema's own,
    /// for testing any layout by numbers).
    ///
    /// Runs `sizeThatFits(proposal:subviews:cache:)` for `proposal`, then
    /// `placeSubviews(in:proposal:subviews:cache:)` in
    /// `CGRect(origin: .zero, size: size)`. A subview placed twice keeps its last
    /// placement; one never placed is centred in the bounds. Bad input: NaN, negative
    /// and `-infinity` proposed lengths are treated as 0; frames never hold NaN.
    ///
    /// ```swift
    /// let p = HStackLayout(spacing: 8).placements(
    ///     of: [.fixed(CGSize(width: 40, height: 20)), .flexible()],
    ///     in: ProposedViewSize(width: 200, height: 100))
    /// ```
    /// - Complexity: that of the layout, with each subview's size for each proposal
    ///   computed once.
    public func placements(
        of subviews: [LayoutSubview], in proposal: ProposedViewSize
    ) -> LayoutPlacements {
        let engine = LayoutEngine(root: .container(self, subviews: subviews))
        let size = engine.layout(in: proposal).size
        return LayoutPlacements(size: size, frames: engine.childFrames)
    }
}
