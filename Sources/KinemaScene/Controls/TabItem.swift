import Foundation

/// The item a tab shows in a tab bar: the title and the icon SwiftUI takes from the
/// `tabItem` view (its first `Text` and its first `Image`, wherever they are in it, as
/// SwiftUI does), and the view itself for a label made of neither.
nonisolated package struct TabItemLabel {
    /// The first text of the label.
    package var title: Text?
    /// The first image of the label.
    package var icon: Image?
    /// The label as written.
    package var view: ViewResolver

    /// The item of `label`.
    internal init<V: View>(_ label: V) {
        view = ViewResolver(label)
        var pending: [(value: Any, depth: Int)] = [(label, 0)]
        // Depth first, in order: a `Label`'s title and icon, a tuple's elements, a
        // stack's content, a modified view's content.
        while let (value, depth) = pending.popLast() {
            if title == nil, let text = value as? Text { title = text }
            if icon == nil, let image = value as? Image { icon = image }
            if (title != nil && icon != nil) || depth >= 8 || value is Text || value is Image {
                continue
            }
            let children = Mirror(reflecting: value).children.map { ($0.value, depth + 1) }
            pending.append(contentsOf: children.reversed())
        }
    }
}

nonisolated extension View {
    /// Sets the item a `TabView` shows for this tab in its tab bar, as SwiftUI's
    /// `tabItem(_:)`: the label's first `Image` over its first `Text` (a `Label` gives
    /// both), in the accent colour when the tab is selected, grey otherwise.
    ///
    /// ```swift
    /// HomeView().tabItem { Label("Home", systemImage: "house") }
    /// ```
    /// - Parameter label: The item's label.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V)
        -> ModifiedContent<Self, _TraitWritingModifier>
    {
        let item = TabItemLabel(label())
        return modifier(_TraitWritingModifier { $0.tabItem = item })
    }

    /// Shows a count on this tab's item in a tab bar, as SwiftUI's `badge(_:)`: a red
    /// capsule with the number at the top trailing corner of the icon; 0 shows none.
    /// Elsewhere (a list row) it is accepted and not drawn.
    /// - Parameter count: The count.
    public func badge(_ count: Int) -> ModifiedContent<Self, _TraitWritingModifier> {
        let text = count == 0 ? nil : String(count)
        return modifier(_TraitWritingModifier { $0.badge = text })
    }

    /// Shows a text on this tab's item in a tab bar (see ``badge(_:)-(Int)``); `nil`
    /// shows none.
    /// - Parameter label: The text.
    public func badge(_ label: Text?) -> ModifiedContent<Self, _TraitWritingModifier> {
        let text = label?.string
        return modifier(_TraitWritingModifier { $0.badge = text })
    }

    /// Shows a string on this tab's item in a tab bar (see ``badge(_:)-(Int)``); `nil`
    /// shows none.
    /// - Parameter label: The string.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<
        Self, _TraitWritingModifier
    > {
        let text = label.map { String($0) }
        return modifier(_TraitWritingModifier { $0.badge = text })
    }
}
