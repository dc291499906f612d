import Foundation
import KinemaCore

/// The modifier of the bar settings (`toolbar(_:for:)`, `toolbarBackground(_:for:)`,
/// `navigationBarTitleDisplayMode(_:)`, ...): records the setting for the container
/// whose bar it is, then resolves its content.
nonisolated public struct _BarSettingModifier: ViewModifier, PrimitiveModifier {
    internal let setting: BarSetting

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.barSettings.append(setting)
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Shows or hides bars, as SwiftUI's `toolbar(_:for:)`: `.hidden` for `.navigationBar`
    /// draws the enclosing navigation stack without its bar and title, for `.tabBar` the
    /// enclosing tab view without its tab bar, for `.bottomBar` the stack without its
    /// bottom toolbar.
    /// - Parameters:
    ///   - visibility: Whether the bars show.
    ///   - bars: The bars; the navigation stack's bars when none is given.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _BarSettingModifier>
    {
        modifier(
            _BarSettingModifier(
                setting: BarSetting(
                    kind: .visibility(visibility), bars: bars.isEmpty ? [.automatic] : bars)))
    }

    /// Shows or hides the background of bars, as SwiftUI's `toolbarBackground(_:for:)`:
    /// at rest iOS draws a navigation bar without its background, so `.visible` fills it
    /// with the bar material, (249, 249, 249) / 255; tab bars and bottom toolbars always
    /// have theirs.
    /// - Parameters:
    ///   - visibility: Whether the backgrounds show.
    ///   - bars: The bars.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _BarSettingModifier>
    {
        modifier(
            _BarSettingModifier(
                setting: BarSetting(kind: .background(visibility, nil), bars: bars)))
    }

    /// Sets the background style of bars, as SwiftUI's `toolbarBackground(_:for:)`: a tab
    /// bar or bottom toolbar is filled with it; a navigation bar only when its background
    /// is also made `.visible` (at rest, iOS shows none).
    /// - Parameters:
    ///   - style: The style.
    ///   - bars: The bars.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _BarSettingModifier>
    {
        modifier(
            _BarSettingModifier(
                setting: BarSetting(kind: .background(nil, AnyShapeStyle(style)), bars: bars)))
    }

    /// Sets the colour scheme of bars, as SwiftUI's `toolbarColorScheme(_:for:)`: `.dark`
    /// draws a navigation bar's title in white.
    /// - Parameters:
    ///   - colorScheme: The scheme; `nil` for the environment's.
    ///   - bars: The bars.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
        -> ModifiedContent<Self, _BarSettingModifier>
    {
        modifier(
            _BarSettingModifier(setting: BarSetting(kind: .colorScheme(colorScheme), bars: bars)))
    }

    /// Sets how the enclosing navigation stack draws its title, as SwiftUI's
    /// `navigationBarTitleDisplayMode(_:)`: `.inline` centres it in a 44 point bar.
    /// - Parameter displayMode: The display mode.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, _BarSettingModifier>
    {
        modifier(
            _BarSettingModifier(
                setting: BarSetting(kind: .titleDisplayMode(displayMode), bars: [.navigationBar])))
    }

    /// Hides the navigation bar of the enclosing stack, title included (SwiftUI's older
    /// `navigationBarHidden(_:)`).
    /// - Parameter hidden: Whether the bar is hidden.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _BarSettingModifier> {
        modifier(
            _BarSettingModifier(
                setting: BarSetting(
                    kind: .visibility(hidden ? .hidden : .automatic), bars: [.navigationBar])))
    }

    /// Hides the back button of a pushed view, as SwiftUI's
    /// `navigationBarBackButtonHidden(_:)` (the root of a stack has none).
    /// - Parameter hidesBackButton: Whether to hide it.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
        -> ModifiedContent<Self, _BarSettingModifier>
    {
        modifier(
            _BarSettingModifier(
                setting: BarSetting(
                    kind: .backButtonHidden(hidesBackButton), bars: [.navigationBar])))
    }
}
