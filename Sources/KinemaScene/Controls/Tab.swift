import Foundation

/// The role of a tab, as SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    internal let name: String

    /// The search tab: drawn as any other tab.
    public static let search = TabRole(name: "search")
}

/// A tab of a `TabView`, iOS 18's form, as SwiftUI's `Tab`: its content with a tab item and,
/// when it has a value, that value as its tag.
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
///
/// Kinema's `Tab` is a view, written inside the tab view's view builder; SwiftUI's
/// `TabContent` builder and `TabSection` are not there.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    internal let value: Value?
    internal let content: Content
    internal let label: Label

    /// Creates a tab with a value, a content and a label.
    /// - Parameters:
    ///   - value: The tag a selection shows this tab with.
    ///   - role: The tab's role.
    ///   - content: The tab's content.
    ///   - label: The tab's item.
    public init(
        value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// The content with its item and tag.
    public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

nonisolated extension Tab where Label == KinemaScene.Label<Text, Image> {
    /// Creates a tab with a title, a symbol and a value.
    /// - Parameters:
    ///   - title: The item's title.
    ///   - systemImage: The item's symbol.
    ///   - value: The tag a selection shows this tab with.
    ///   - role: The tab's role.
    ///   - content: The tab's content.
    public init(
        _ title: String, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.value = value
        self.content = content()
        self.label = KinemaScene.Label(title, systemImage: systemImage)
    }

    /// Creates a tab with a title, an image of the app's assets and a value.
    /// - Parameters:
    ///   - title: The item's title.
    ///   - image: The name of the image (see `Image(_:bundle:)`).
    ///   - value: The tag a selection shows this tab with.
    ///   - role: The tab's role.
    ///   - content: The tab's content.
    public init(
        _ title: String, image: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.value = value
        self.content = content()
        self.label = KinemaScene.Label {
            Text(title)
        } icon: {
            Image(image)
        }
    }
}

nonisolated extension Tab where Value == Never, Label == KinemaScene.Label<Text, Image> {
    /// Creates a tab with a title and a symbol, in a tab view without a selection.
    /// - Parameters:
    ///   - title: The item's title.
    ///   - systemImage: The item's symbol.
    ///   - role: The tab's role.
    ///   - content: The tab's content.
    public init(
        _ title: String, systemImage: String, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.value = nil
        self.content = content()
        self.label = KinemaScene.Label(title, systemImage: systemImage)
    }
}

nonisolated extension Tab where Label == Text {
    /// Creates a tab with a title and a value.
    /// - Parameters:
    ///   - title: The item's title.
    ///   - value: The tag a selection shows this tab with.
    ///   - content: The tab's content.
    public init(_ title: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        self.label = Text(title)
    }
}
