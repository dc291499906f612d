import Foundation

/// The cache of `FlowLayout`: ideal sizes, gaps, and the lines for the last width.
/// Not API: its contents are Kinema's business.
public struct _FlowLayoutCache: Sendable {
    /// Each subview's size for `.unspecified`.
    @usableFromInline internal var idealSizes: [CGSize] = []
    /// The distance after each subview when the next one is on the same line.
    @usableFromInline internal var gaps: [CGFloat] = []
    /// The distance between lines.
    @usableFromInline internal var lineGap: CGFloat = 0
    /// The lines for the last width broken.
    @usableFromInline internal var lines: FlowLines?

    internal init() {}
}

/// The subviews broken into lines for one proposed width.
@usableFromInline
internal struct FlowLines: Sendable {
    /// One subview: what it is proposed, its size, and its vertical guide value.
    @usableFromInline
    struct Item: Sendable {
        @usableFromInline var proposal: ProposedViewSize
        @usableFromInline var size: CGSize
        @usableFromInline var guide: CGFloat
    }

    /// One line: its subviews, width, and the distance from its top to its guide line.
    @usableFromInline
    struct Line: Sendable {
        @usableFromInline var range: Range<Int>
        @usableFromInline var width: CGFloat
        @usableFromInline var beforeLine: CGFloat
        @usableFromInline var height: CGFloat
    }

    @usableFromInline var width: CGFloat?
    @usableFromInline var items: [Item]
    @usableFromInline var lines: [Line]
    @usableFromInline var size: CGSize
}
