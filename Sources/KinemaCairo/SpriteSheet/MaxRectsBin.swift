/// Jukka Jylänki's MaxRects bin packer with the bottom-left rule, without rotation.
///
/// The bin keeps the list of maximal free rectangles. A rectangle goes where its bottom edge
/// is highest (ties: leftmost); every free rectangle it overlaps is split into the up to four
/// maximal pieces around it, and free rectangles inside others are dropped.
struct MaxRectsBin {
    /// The bin's width.
    let width: Int
    /// The bin's height.
    let height: Int
    /// The maximal free rectangles.
    private(set) var free: [PixelRect]

    /// An empty bin.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        free = [PixelRect(x: 0, y: 0, width: width, height: height)]
    }

    /// Places a `width` x `height` rectangle and returns where, or `nil` when it does not fit.
    ///
    /// - Complexity: O(f²) for f free rectangles.
    mutating func insert(width: Int, height: Int) -> PixelRect? {
        var best: PixelRect?
        var bestScore = (Int.max, Int.max)
        for candidate in free where candidate.width >= width && candidate.height >= height {
            let score = (candidate.y + height, candidate.x)
            if score < bestScore {
                bestScore = score
                best = PixelRect(x: candidate.x, y: candidate.y, width: width, height: height)
            }
        }
        guard let placed = best else { return nil }
        var pieces: [PixelRect] = []
        free.removeAll { candidate in
            guard candidate.intersects(placed) else { return false }
            pieces += Self.split(candidate, around: placed)
            return true
        }
        free += pieces
        prune()
        return placed
    }

    /// The maximal parts of `rect` outside `placed` (left, right, above, below).
    private static func split(_ rect: PixelRect, around placed: PixelRect) -> [PixelRect] {
        var pieces: [PixelRect] = []
        if placed.x > rect.x {
            pieces.append(
                PixelRect(x: rect.x, y: rect.y, width: placed.x - rect.x, height: rect.height))
        }
        if placed.maxX < rect.maxX {
            pieces.append(
                PixelRect(
                    x: placed.maxX, y: rect.y, width: rect.maxX - placed.maxX, height: rect.height))
        }
        if placed.y > rect.y {
            pieces.append(
                PixelRect(x: rect.x, y: rect.y, width: rect.width, height: placed.y - rect.y))
        }
        if placed.maxY < rect.maxY {
            pieces.append(
                PixelRect(
                    x: rect.x, y: placed.maxY, width: rect.width, height: rect.maxY - placed.maxY))
        }
        return pieces
    }

    /// Removes free rectangles contained in another one (keeping one of equal pairs).
    private mutating func prune() {
        var kept: [PixelRect] = []
        for (index, rect) in free.enumerated() {
            let covered = free.indices.contains { other in
                other != index && free[other].contains(rect)
                    && (free[other] != rect || other < index)
            }
            if !covered { kept.append(rect) }
        }
        free = kept
    }
}
