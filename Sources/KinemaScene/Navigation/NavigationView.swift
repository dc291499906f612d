import Foundation

/// A navigation container, as SwiftUI's `NavigationView` (deprecated there since iOS 16,
/// not here: the files that use it build without warnings), drawn as a
/// ``NavigationStack`` with its content as the root: the stack style an iPhone shows.
/// Content of more than one view (a sidebar and a detail, for a split view) is all drawn
/// in the root.
nonisolated public struct NavigationView<Content: View>: View {
    internal let content: Content

    /// A navigation view of `content`.
    /// - Parameter content: The root view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The stack.
    public var body: some View {
        NavigationStack { content }
    }
}

/// A style of ``NavigationView``, as SwiftUI's `NavigationViewStyle`; every style draws a
/// stack.
public protocol NavigationViewStyle: Sendable {}

/// The style of the platform: a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// One view at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Columns (a sidebar and a detail); drawn as a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Columns; drawn as a stack.
public struct ColumnsNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnsNavigationViewStyle {
    /// Columns (drawn as a stack).
    public static var columns: ColumnsNavigationViewStyle { ColumnsNavigationViewStyle() }
}

nonisolated extension View {
    /// Sets the style of navigation views inside (accepted; every style draws a stack).
    /// - Parameter style: The style.
    public func navigationViewStyle(_ style: some NavigationViewStyle) -> Self { self }

    /// Sets the title of the enclosing navigation view, as SwiftUI's deprecated
    /// `navigationBarTitle(_:)`.
    /// - Parameter title: The title.
    public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }

    /// Sets the title of the enclosing navigation view from a text.
    /// - Parameter title: The title.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the title and its display mode, as SwiftUI's deprecated
    /// `navigationBarTitle(_:displayMode:)`.
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: Large, inline or automatic.
    public func navigationBarTitle(
        _ title: String, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title from a text and its display mode.
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: Large, inline or automatic.
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
