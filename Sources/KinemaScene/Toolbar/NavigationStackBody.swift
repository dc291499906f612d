import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// What a navigation stack draws around its content: its title, the toolbar items and
/// bar settings its content declared.
nonisolated internal struct NavigationChrome {
    internal var title: String?
    internal var items: [ToolbarItemRecord] = []
    internal var bar: BarConfiguration
    internal var bottom: BarConfiguration
    /// The back button of a pushed view.
    internal var back: NavigationBackButton?

    /// The items at `slot`.
    internal func items(at slot: ToolbarItemPlacement.Slot) -> [ToolbarItemRecord] {
        items.filter { $0.placement.slot == slot }
    }
}

extension ResolveContext {
    /// Takes the toolbar items and the navigation and bottom bar settings made since
    /// `mark`, for a navigation stack titled `title`.
    internal mutating func takeNavigationChrome(since mark: RegistrationMark, title: String?)
        -> NavigationChrome
    {
        let all = toolbarItems
        let start = min(mark.toolbarItems, all.count)
        toolbarItems.removeSubrange(start...)
        let settings = takeBarSettings(
            since: mark.barSettings, for: [.automatic, .navigationBar, .bottomBar])
        return NavigationChrome(
            title: title, items: Array(all[start...]),
            bar: BarConfiguration(settings, for: .navigationBar),
            bottom: BarConfiguration(settings, for: .bottomBar))
    }
}

/// A navigation stack's content under its bars, centred in the space between them (its
/// content area), as SwiftUI places a stack's root view.
///
/// Without toolbar items, bar settings or search field, the stack draws as before: the
/// large title (34 points, bold, 16 points from the leading edge, in a 52 point band)
/// above the content. A 44 point navigation bar is added above the title when the content
/// has leading, trailing or principal items, or an inline title (17 points, semibold,
/// centred); its items are 16 points from the edges and 16 apart, in the accent colour
/// (buttons) at the body size, labels icon only, confirmation actions semibold. A bottom
/// toolbar of 44 points, drawn as a tab bar is, holds the bottom items spread across it
/// (one item centred, a group's `Spacer()`s spreading its views).
nonisolated internal struct NavigationStackBody: View {
    let chrome: NavigationChrome
    let nodes: [NodeRef]
    let grouped: Bool

    var isLarge: Bool { chrome.bar.titleDisplayMode != .inline }
    var title: String? { chrome.title }

    var hasBarRow: Bool {
        !isLarge || chrome.back != nil || !chrome.items(at: .leading).isEmpty
            || !chrome.items(at: .trailing).isEmpty
            || !chrome.items(at: .principal).isEmpty || chrome.bar.backgroundVisibility == .visible
    }

    var titleColor: Color? { chrome.bar.colorScheme == .dark ? Color.white : nil }

    var body: some View {
        let bottomItems = chrome.items(at: .bottom)
        let showsBar = !chrome.bar.isHidden
        VStack(alignment: .leading, spacing: 0) {
            if showsBar {
                VStack(alignment: .leading, spacing: 0) {
                    if hasBarRow {
                        NavigationBarRow(chrome: chrome, inlineTitle: isLarge ? nil : title)
                    }
                    if isLarge, let title {
                        Text(title)
                            .font(.system(size: 34, weight: .bold))
                            .foregroundColor(titleColor)
                            .padding(.horizontal, 16)
                            .padding(.bottom, 6)
                            .frame(maxWidth: .infinity, minHeight: 52, alignment: .bottomLeading)
                    }
                    if let search = chrome.bar.search {
                        SearchField(search: search)
                    }
                }
                .background {
                    if chrome.bar.backgroundVisibility == .visible {
                        Rectangle().fill(
                            chrome.bar.background ?? AnyShapeStyle(BarPalette.background))
                    }
                }
            }
            // The content area: the space between the bars, the content centred in it (a
            // list or a scroll view fills it).
            VStack(alignment: .leading, spacing: 0) { ResolvedNodes(nodes: nodes) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if !bottomItems.isEmpty, !chrome.bottom.isHidden {
                BottomToolbar(items: bottomItems, background: chrome.bottom.background)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(
            grouped && (title != nil || (showsBar && hasBarRow))
                ? ControlPalette.groupedBackground : Color.clear)
    }
}

/// The 44 point row of a navigation bar: leading items, trailing items, and the principal
/// items or the inline title in the centre.
nonisolated internal struct NavigationBarRow: View {
    let chrome: NavigationChrome
    let inlineTitle: String?

    var body: some View {
        let principal = chrome.items(at: .principal)
        ZStack {
            HStack(spacing: 0) {
                HStack(spacing: 16) {
                    if let back = chrome.back {
                        BackButtonView(button: back).padding(.leading, -8)
                    }
                    ForEach(chrome.items(at: .leading).indices, id: \.self) { index in
                        ToolbarItemView(record: chrome.items(at: .leading)[index])
                    }
                }
                Spacer(minLength: 8)
                HStack(spacing: 16) {
                    ForEach(chrome.items(at: .trailing).indices, id: \.self) { index in
                        ToolbarItemView(record: chrome.items(at: .trailing)[index])
                    }
                }
            }
            .padding(.horizontal, 16)
            if !principal.isEmpty {
                HStack(spacing: 8) {
                    ForEach(principal.indices, id: \.self) { index in
                        ToolbarItemView(record: principal[index])
                    }
                }
            } else if let inlineTitle {
                Text(inlineTitle)
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundColor(chrome.bar.colorScheme == .dark ? Color.white : nil)
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 44)
    }
}

/// The bottom toolbar of a navigation stack: its items spread across a 44 point bar.
nonisolated internal struct BottomToolbar: View {
    let items: [ToolbarItemRecord]
    let background: AnyShapeStyle?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                if index > 0 { Spacer(minLength: 16) }
                // An item is a row of its own: a group's spacers spread its views.
                HStack(spacing: 8) { ToolbarItemView(record: items[index]) }
                    .frame(maxWidth: items.count == 1 ? .infinity : nil)
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .frame(height: 44)
        .background(background ?? AnyShapeStyle(BarPalette.background))
        .overlay(alignment: .top) {
            Rectangle().fill(BarPalette.hairline).frame(height: 0.5)
        }
    }
}

/// A toolbar item's content, resolved in the environment where `toolbar` was applied,
/// at the identity recorded for it; labels show their icon only, and a confirmation
/// action is semibold.
nonisolated internal struct ToolbarItemView: View, PrimitiveView {
    let record: ToolbarItemRecord

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let record = self.record
        context.then { context in
            context.savedEnvironments.append(context.environment)
            context.savedEnvironmentValues.append(context.environmentValues)
            context.environment = record.environment
            context.environmentValues = record.values
            context.environment.controls.labelStyle = StyleBox {
                AnyView(IconOnlyLabelStyle().makeBody(configuration: $0))
            }
            if record.placement.isEmphasized { context.environment.fontWeight = .semibold }
        }
        record.content(id: record.identity, context: &context)
        context.then { context in
            context.environment = context.savedEnvironments.removeLast()
            context.environmentValues = context.savedEnvironmentValues.removeLast()
        }
    }
}
