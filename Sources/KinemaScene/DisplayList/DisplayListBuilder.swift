import KinemaGraphics

/// Accumulates display items during the drawing walk.
package struct DisplayListBuilder {
    package var items: [DisplayItem] = []

    package mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Closes `count` groups.
    internal mutating func close(_ count: Int) {
        for _ in 0..<count { items.append(.endGroup) }
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(items: [DisplayItem] = []) {
        self.items = items
    }
}
