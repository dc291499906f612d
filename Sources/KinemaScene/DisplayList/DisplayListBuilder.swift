import KinemaGraphics

/// Accumulates display items during the drawing walk.
internal struct DisplayListBuilder {
    internal var items: [DisplayItem] = []

    internal mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Closes `count` groups.
    internal mutating func close(_ count: Int) {
        for _ in 0..<count { items.append(.endGroup) }
    }
}
