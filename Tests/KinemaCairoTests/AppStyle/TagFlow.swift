import SwiftUI

/// A flow layout as apps write one: subviews left to right at their ideal sizes, a new
/// row when the next does not fit the width, rows `spacing` apart.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(width: proposal.width ?? .infinity, subviews: subviews).size
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        let arrangement = arrange(width: bounds.width, subviews: subviews)
        for (index, origin) in arrangement.origins.enumerated() {
            subviews[index].place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                proposal: .unspecified)
        }
    }

    private func arrange(width: CGFloat, subviews: Subviews) -> (
        origins: [CGPoint], size: CGSize
    ) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }
}

/// Tags in a flow, each framed by the container: the iOS 18 way to reach a container's
/// children, `ForEach(subviews:)`.
struct TagFlow<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        FlowLayout(spacing: 8) {
            ForEach(subviews: content) { subview in
                subview.padding(4).background(Color.yellow)
            }
        }
    }
}

/// A container value: whether a card is highlighted.
private struct HighlightKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    /// Whether the card is highlighted by its container.
    var isHighlighted: Bool {
        get { self[HighlightKey.self] }
        set { self[HighlightKey.self] = newValue }
    }
}

/// Cards from the subviews of their content, `Group(subviews:)`: the first `limit` shown
/// in a column, highlighted ones on orange, then a line counting the rest.
struct CardColumn<Content: View>: View {
    var limit = 2
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            VStack(spacing: 10) {
                ForEach(subviews.prefix(limit)) { subview in
                    subview
                        .padding(5)
                        .background(subview.containerValues.isHighlighted ? Color.orange : .gray)
                }
                if subviews.count > limit {
                    Color.purple.frame(width: 10 * CGFloat(subviews.count - limit), height: 4)
                }
            }
        }
    }
}
