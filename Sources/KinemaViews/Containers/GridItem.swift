import Foundation
import KinemaLayout
import KinemaScene

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`.
nonisolated public struct GridItem: Sendable, Equatable {
    /// How a grid item is sized.
    public enum Size: Sendable, Equatable {
        /// Exactly this size, whatever the space.
        case fixed(CGFloat)
        /// A share of the space left by fixed items, clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// A share of the space, filled with as many items of at least `minimum` (and at
        /// most `maximum`) as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The gap after this item (before the next); the default (8) when `nil`.
    public var spacing: CGFloat?
    /// How views line up in this item's cells; centred when `nil`.
    public var alignment: Alignment?

    /// Creates a grid item; the defaults are SwiftUI's.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views that stay pinned to a scroll view's edges in lazy stacks and grids (accepted;
/// Kinema's scenes do not scroll).
nonisolated public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// SwiftUI's default gap between grid items and rows.
internal let defaultGridSpacing: CGFloat = 8

/// One column (or row) of a lazy grid: its size, the gap after it, and how views line
/// up in its cells.
internal typealias GridTrack = (size: CGFloat, gap: CGFloat, alignment: Alignment)

/// SwiftUI's track-sizing rule for lazy grids, along the axis the items are given on.
///
/// 1. The gaps after every item but the last are taken from the space.
/// 2. Items get sizes in order, fixed ones first: each is offered what is left divided
///    by the number of items left; a fixed item takes its size, a flexible one the offer
///    clamped to its range, an adaptive one the offer. The size is taken from what is left.
/// 3. Each adaptive item is split into as many tracks of at least its minimum as fit,
///    with its own gap between them, each at most its maximum.
///
/// Without a proposed size (`nil`, or not finite), fixed items take their size, the others their
/// minimum. Non-finite or negative sizes, minimums and gaps count as 0; a maximum below
/// the minimum counts as the minimum.
internal func gridTracks(_ items: [GridItem], length: CGFloat?) -> [GridTrack] {
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
    let length = length.flatMap { $0.isFinite ? $0 : nil }
    let gaps = items.map { clean($0.spacing ?? defaultGridSpacing) }
    var sizes = [CGFloat](repeating: 0, count: items.count)
    var remaining = length.map { clean($0) - gaps.dropLast().reduce(0, +) }
    var left = items.count
    let order =
        items.indices.filter { if case .fixed = items[$0].size { true } else { false } }
        + items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
    for index in order {
        let offer = remaining.map { max($0, 0) / CGFloat(left) }
        let size: CGFloat
        switch items[index].size {
        case .fixed(let s):
            size = clean(s)
        case .flexible(let minimum, let maximum):
            let lo = clean(minimum)
            let hi = max(maximum.isNaN ? .infinity : maximum, lo)
            size = offer.map { min(max($0, lo), hi) } ?? lo
        case .adaptive(let minimum, _):
            size = offer ?? clean(minimum)
        }
        sizes[index] = size
        remaining = remaining.map { $0 - size }
        left -= 1
    }
    var tracks: [GridTrack] = []
    for (index, item) in items.enumerated() {
        let alignment = item.alignment ?? .center
        guard case .adaptive(let minimum, let maximum) = item.size else {
            tracks.append((sizes[index], gaps[index], alignment))
            continue
        }
        let lo = clean(minimum)
        let hi = max(maximum.isNaN ? .infinity : maximum, lo)
        let gap = gaps[index]
        let available = sizes[index]
        // At most 10,000 tracks per adaptive item (a guard against absurd sizes).
        let fit = lo + gap > 0 ? ((available + gap) / (lo + gap)).rounded(.down) : 1
        let count = Int(min(max(fit, 1), 10_000))
        let size = min((available - CGFloat(count - 1) * gap) / CGFloat(count), hi)
        for _ in 0..<count {
            tracks.append((max(size, 0), gap, alignment))
        }
    }
    return tracks
}
