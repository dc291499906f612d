import Foundation
import KinemaScene

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: `.automatic` (a tab bar
/// at the bottom) or `.page` (one page at a time, with page dots).
///
/// ```swift
/// TabView { ... }.tabViewStyle(.page(indexDisplayMode: .always))
/// ```
public protocol TabViewStyle: Sendable {}

/// The tab bar style, as SwiftUI's `DefaultTabViewStyle`: the selected tab's content
/// above a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// The iOS 18 styles that adapt to a sidebar on iPad (`.sidebarAdaptable`) or keep the
/// tab bar (`.tabBarOnly`): on an iPhone, as on Kinema's canvas, the tab bar style.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// The tab bar style of iOS 18's `.tabBarOnly`: as ``DefaultTabViewStyle``.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

/// Pages shown one at a time, as SwiftUI's `PageTabViewStyle`: the selected page fills
/// the tab view; the others wait beside it, off the view's edges (a change of selection
/// in an animation slides them), with a row of page dots near the bottom.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots are drawn, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// When there is more than one page.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    /// When the page dots are drawn.
    public var indexDisplayMode: IndexDisplayMode

    /// Creates the style.
    /// - Parameter indexDisplayMode: When the page dots are drawn.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// The sidebar-adaptable style: a tab bar on an iPhone.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        SidebarAdaptableTabViewStyle()
    }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar only style.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with page dots when there is more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with page dots as `indexDisplayMode` says.
    /// - Parameter indexDisplayMode: When the page dots are drawn.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
        -> PageTabViewStyle
    {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the page dots of a page `TabView` are drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {}

/// Page dots, with or without a capsule behind them, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots is drawn, as SwiftUI's
    /// `PageIndexViewStyle.BackgroundDisplayMode`.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// As the system decides: only while the dots are touched, so not at rest.
        case automatic
        /// Only while the dots are touched: not at rest.
        case interactive
        /// Always: a translucent dark capsule behind the dots.
        case always
        /// Never.
        case never
    }

    /// When the capsule behind the dots is drawn.
    public var backgroundDisplayMode: BackgroundDisplayMode

    /// Creates the style.
    /// - Parameter backgroundDisplayMode: When the capsule behind the dots is drawn.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a background at rest.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with a background as `backgroundDisplayMode` says.
    /// - Parameter backgroundDisplayMode: When the capsule behind the dots is drawn.
    public static func page(
        backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
    ) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The environment's tab view style.
nonisolated private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: any TabViewStyle { DefaultTabViewStyle() }
}

/// The environment's index view style.
nonisolated private struct IndexViewStyleKey: EnvironmentKey {
    static var defaultValue: any IndexViewStyle { PageIndexViewStyle() }
}

extension EnvironmentValues {
    /// The style of tab views inside (`tabViewStyle(_:)`).
    internal var tabViewStyle: any TabViewStyle {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// The style of page dots inside (`indexViewStyle(_:)`).
    internal var indexViewStyle: any IndexViewStyle {
        get { self[IndexViewStyleKey.self] }
        set { self[IndexViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the tab views inside.
    /// - Parameter style: The style (`.automatic`, `.page`, ...).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentValuesModifier
    > {
        modifier(_EnvironmentValuesModifier { $0.tabViewStyle = style })
    }

    /// Sets the style of the page dots of the page tab views inside.
    /// - Parameter style: The style (`.page(backgroundDisplayMode: .always)`).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentValuesModifier
    > {
        modifier(_EnvironmentValuesModifier { $0.indexViewStyle = style })
    }
}
