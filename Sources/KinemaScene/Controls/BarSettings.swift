import Foundation
import KinemaCore

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// A bar that toolbar modifiers configure, as SwiftUI's `ToolbarPlacement`
/// (`toolbar(.hidden, for: .tabBar)`, `toolbarBackground(.visible, for: .navigationBar)`).
public struct ToolbarPlacement: Hashable, Sendable {
    package enum Bar: Hashable, Sendable {
        case automatic, navigationBar, bottomBar, tabBar
    }
    internal let bar: Bar

    /// The bars of the view's container: its navigation bar (and bottom bar).
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar of the enclosing `NavigationStack`.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom toolbar of the enclosing `NavigationStack`.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The tab bar of the enclosing `TabView`.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)

    /// Whether a setting for this placement applies to `bar`.
    internal func applies(to bar: Bar) -> Bool {
        self.bar == bar || (self.bar == .automatic && bar != .tabBar)
    }
}

/// A setting of a bar made by a toolbar modifier inside a container: the container whose
/// bar it is takes it (Kinema's own record).
nonisolated package struct BarSetting {
    /// What is set.
    internal enum Kind {
        /// `navigationBarTitleDisplayMode(_:)`.
        case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
        /// `toolbar(_:for:)`, `navigationBarHidden(_:)`.
        case visibility(Visibility)
        /// `toolbarBackground(_:for:)`: a visibility, or a style.
        case background(Visibility?, AnyShapeStyle?)
        /// `toolbarColorScheme(_:for:)`.
        case colorScheme(ColorScheme?)
        /// `searchable(text:placement:prompt:)`.
        case search(SearchFieldRecord)
        /// `navigationBarBackButtonHidden(_:)`.
        case backButtonHidden(Bool)
    }

    internal let kind: Kind
    /// The bars it applies to.
    internal let bars: [ToolbarPlacement]

    /// Whether the setting applies to `bar`.
    internal func applies(to bar: ToolbarPlacement.Bar) -> Bool {
        bars.contains { $0.applies(to: bar) }
    }
}

/// How a bar is drawn, from the settings made for it: of two settings of a kind, the
/// outermost wins, as for `navigationTitle(_:)`.
nonisolated package struct BarConfiguration {
    internal var titleDisplayMode = NavigationBarItem.TitleDisplayMode.automatic
    internal var visibility = Visibility.automatic
    internal var backgroundVisibility = Visibility.automatic
    package var background: AnyShapeStyle?
    internal var colorScheme: ColorScheme?
    internal var search: SearchFieldRecord?
    internal var hidesBackButton = false

    /// The configuration of `bar` from `settings`, in resolution order (a modifier
    /// records its setting before its content resolves: the first setting of each kind is
    /// the outermost, and wins).
    package init(_ settings: some Sequence<BarSetting>, for bar: ToolbarPlacement.Bar) {
        var seen: Set<String> = []
        for setting in settings where setting.applies(to: bar) {
            switch setting.kind {
            case .titleDisplayMode(let mode):
                if seen.insert("mode").inserted { titleDisplayMode = mode }
            case .visibility(let visibility):
                if seen.insert("visibility").inserted { self.visibility = visibility }
            case .background(let visibility, let style):
                if let visibility, seen.insert("backgroundVisibility").inserted {
                    backgroundVisibility = visibility
                }
                if let style, seen.insert("background").inserted { background = style }
            case .colorScheme(let scheme):
                if seen.insert("scheme").inserted { colorScheme = scheme }
            case .search(let search):
                if seen.insert("search").inserted { self.search = search }
            case .backButtonHidden(let hidden):
                if seen.insert("back").inserted { hidesBackButton = hidden }
            }
        }
    }

    /// Whether the bar is hidden.
    package var isHidden: Bool { visibility == .hidden }
}

extension ResolveContext {
    /// Takes the bar settings made since `mark` and returns them; those that apply only to
    /// bars among `bars` are removed, so enclosing containers do not see them.
    package mutating func takeBarSettings(
        since mark: Int, for bars: Set<ToolbarPlacement.Bar>
    ) -> [BarSetting] {
        let all = barSettings
        let start = min(mark, all.count)
        let recent = Array(all[start...])
        let kept = recent.filter { setting in
            !setting.bars.allSatisfy { placement in
                bars.contains { placement.applies(to: $0) }
            }
        }
        barSettings = Array(all[..<start]) + kept
        return recent
    }
}

/// The bar background Kinema draws for tab bars and bottom toolbars: (249, 249, 249) / 255,
/// iOS's light bar material over white; and its top hairline, black at 0.3.
nonisolated package enum BarPalette {
    package static let background = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255)
    package static let hairline = Color(red: 0, green: 0, blue: 0, opacity: 0.3)
    /// The items of a tab bar that are not selected: (153, 153, 153) / 255.
    package static let unselected = Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
    /// A badge: system red (255, 59, 48) / 255.
    package static let badge = Color(red: 1, green: 59 / 255, blue: 48 / 255)
}
