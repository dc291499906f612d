import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene

/// The layout of `LazyVGrid` (tracks are columns, `axis == .vertical`) and `LazyHGrid`
/// (tracks are rows): views fill the tracks in order, line after line.
///
/// Track sizes follow ``gridTracks(_:length:)`` for the proposed length across the
/// lines; each view is offered its track's size across and nothing along the lines
/// (`nil`), and a line is as long as its longest view. The grid is as wide as its tracks
/// and gaps (so a proposal the tracks cannot fill gives a grid of another size, which is
/// then laid out again at that size when placed, as in SwiftUI). The tracks line up in
/// the grid's bounds by `alignment`; views in their cells by their track's alignment
/// (standard guides only; other guides centre). With no tracks, views are offered zero
/// and draw nothing.
nonisolated internal struct LazyGridLayout: Layout {
    internal let axis: Axis
    internal let items: [GridItem]
    internal let alignment: Alignment
    internal let spacing: CGFloat?

    /// The gap between lines.
    private var lineGap: CGFloat {
        let value = spacing ?? defaultGridSpacing
        return value.isFinite ? max(value, 0) : 0
    }

    /// The proposal of a view in a track of `size`.
    private func proposal(_ size: CGFloat) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: size, height: nil)
            : ProposedViewSize(width: nil, height: size)
    }

    /// The tracks for `proposal`, and the length of each line of `subviews`.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews)
        -> (tracks: [GridTrack], lines: [CGFloat])
    {
        let across = axis == .vertical ? proposal.width : proposal.height
        let tracks = gridTracks(items, length: across)
        guard !tracks.isEmpty else { return (tracks, []) }
        var lines: [CGFloat] = []
        for (index, subview) in subviews.enumerated() {
            let track = tracks[index % tracks.count]
            let size = subview.sizeThatFits(self.proposal(track.size))
            let along = axis == .vertical ? size.height : size.width
            if index % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], along.isFinite ? along : 0)
        }
        return (tracks, lines)
    }

    private func size(_ tracks: [GridTrack], _ lines: [CGFloat]) -> CGSize {
        let across = tracks.map(\.size).reduce(0, +) + tracks.dropLast().map(\.gap).reduce(0, +)
        let along = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineGap
        return axis == .vertical
            ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    internal func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
    {
        let (tracks, lines) = measure(proposal, subviews)
        return size(tracks, lines)
    }

    internal func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let (tracks, lines) = measure(
            ProposedViewSize(width: bounds.width, height: bounds.height), subviews)
        guard !tracks.isEmpty else {
            // No tracks: every view is offered nothing, at the grid's origin.
            for subview in subviews {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
            }
            return
        }
        let content = size(tracks, lines)
        let origin = CGPoint(
            x: bounds.minX + (bounds.width - content.width) * fraction(alignment.horizontal),
            y: bounds.minY + (bounds.height - content.height) * fraction(alignment.vertical))
        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            starts.append(position)
            position += track.size + track.gap
        }
        var lineStart: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let column = index % tracks.count
            let line = index / tracks.count
            if column == 0 && line > 0 { lineStart += lines[line - 1] + lineGap }
            let track = tracks[column]
            let offer = self.proposal(track.size)
            let size = subview.sizeThatFits(offer)
            let cell: CGRect
            if axis == .vertical {
                cell = CGRect(
                    x: origin.x + starts[column], y: origin.y + lineStart, width: track.size,
                    height: lines[line])
            } else {
                cell = CGRect(
                    x: origin.x + lineStart, y: origin.y + starts[column], width: lines[line],
                    height: track.size)
            }
            let x = cell.minX + (cell.width - size.width) * fraction(track.alignment.horizontal)
            let y = cell.minY + (cell.height - size.height) * fraction(track.alignment.vertical)
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: offer)
        }
    }
}

/// Where a standard guide sits across a box: 0 at the leading edge, 1/2 in the centre,
/// 1 at the trailing edge; other guides are centred.
internal func fraction(_ guide: HorizontalAlignment) -> CGFloat {
    if guide == .leading { return 0 }
    if guide == .trailing { return 1 }
    return 0.5
}

/// Where a standard guide sits down a box: 0 at the top, 1/2 in the centre, 1 at the
/// bottom; other guides (baselines included) are centred.
internal func fraction(_ guide: VerticalAlignment) -> CGFloat {
    if guide == .top { return 0 }
    if guide == .bottom { return 1 }
    return 0.5
}
