import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene

/// Tabs with a tab bar, or pages, as SwiftUI's `TabView` on iOS.
///
/// ```swift
/// @State private var tab = 0
/// var body: some View {
///     TabView(selection: $tab) {
///         FeedView()
///             .tabItem { Label("Feed", systemImage: "house") }
///             .tag(0)
///         ProfileView()
///             .tabItem { Label("Profile", systemImage: "person") }
///             .badge(3)
///             .tag(1)
///     }
/// }
/// ```
///
/// Each subview of the content is a tab. With a selection, the tab whose `tag(_:)` equals
/// it is shown (the first tab, with no item highlighted, when none does); without one, the
/// first tab, until a tap selects another (the tab view keeps that itself, as SwiftUI's
/// does).
///
/// In the automatic style, the tab view fills the space offered: the shown tab's content
/// above a tab bar 49 points high (iOS's bar without the home indicator's safe area, which
/// Kinema's canvas does not have), of (249, 249, 249) / 255 with a hairline at its top, black
/// at 0.3. Each tab's item takes an equal share of the bar: its icon (the first `Image` of
/// its `tabItem`, a system image in the 24 point font, filled, centred 24 points high) 5 points from
/// the top, over its title in 10 point medium text, in the accent colour for the selected
/// tab and (153, 153, 153) / 255 for the others; a `badge(_:)` is a red capsule with white
/// 13 point text at the icon's top trailing corner. `toolbar(.hidden, for: .tabBar)` inside
/// the shown tab hides the bar; `toolbarBackground(_:for: .tabBar)` with a style fills it.
/// Only the shown tab is in the tree: the views of the other tabs neither draw nor take
/// input, and their `onAppear` runs when they are selected. A `ViewHost` switches tabs with
/// a scripted tap on an item, named by its title (`.tap("Profile", at: 1)`).
///
/// In the page style (`tabViewStyle(.page)`), every page is proposed the tab view's size
/// and the pages sit side by side, the selected one in view and the others off its edges
/// (clipped): a change of selection inside an animation slides them. Page dots, 8 points
/// across and 8 apart, white for the selected page and white at 0.3 for the others, sit 10
/// points above the bottom (on a capsule of black at 0.25 with
/// `indexViewStyle(.page(backgroundDisplayMode: .always))`).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    internal let selection: Binding<SelectionValue>?
    internal let content: Content
    /// The position of the tab shown when there is no selection binding.
    @State private var kinemaShownPosition = 0

    /// Creates a tab view whose shown tab is the one tagged with `selection`'s value.
    /// - Parameters:
    ///   - selection: The tag of the shown tab; the tab view keeps its own when `nil`.
    ///   - content: The tabs.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The tabs, in the environment's tab view style.
    @MainActor public var body: some View {
        TabViewContainer(selection: selection, position: $kinemaShownPosition, content: content)
    }
}

nonisolated extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its shown tab itself (the first, until a tap selects
    /// another).
    /// - Parameter content: The tabs.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A subview of a tab view, with its traits.
nonisolated internal struct TabEntry {
    internal let node: NodeRef
    internal let traits: ViewTraits
}

/// Resolves a tab view: its tabs, the shown one, its bar or page dots.
nonisolated internal struct TabViewContainer<SelectionValue: Hashable, Content: View>: View,
    PrimitiveView
{
    let selection: Binding<SelectionValue>?
    let position: Binding<Int>
    let content: Content

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let style = context.environmentValues.tabViewStyle
        let indexStyle = context.environmentValues.indexViewStyle
        let (selection, position) = (self.selection, self.position)
        context.then { $0.controlState.containers.marks.append($0.registrationMark) }
        context.collect(content, id: context.identity(parent: id, .content)) { context, nodes in
            let start = context.controlState.containers.marks.removeLast()
            let tabs = nodes.map { TabEntry(node: $0, traits: context.traits(of: $0)) }
            let shown: Int?
            if let selection {
                let value = selection.wrappedValue
                shown = tabs.firstIndex { $0.traits.tag?.matches(value) == true }
            } else {
                let index = position.wrappedValue
                shown = tabs.isEmpty ? nil : min(max(index, 0), tabs.count - 1)
            }
            let select: (Int) -> (@MainActor () -> Void)? = { index in
                guard let selection else { return { position.wrappedValue = index } }
                guard let tag = tabs[index].traits.tag?.value(as: SelectionValue.self) else {
                    return nil
                }
                // Resolution of a host's views runs on the main actor, where the action
                // runs too: the tag never leaves it.
                let value = MainActorBound(tag)
                return { selection.wrappedValue = value.value }
            }
            if let page = style as? PageTabViewStyle {
                _ = context.takeBarSettings(since: start.barSettings, for: [.tabBar])
                let pages = PageTabContent(
                    tabs: tabs, shown: shown ?? 0, style: page,
                    index: indexStyle as? PageIndexViewStyle ?? PageIndexViewStyle())
                context.resolve(pages, id: id)
                return
            }
            let displayed = shown ?? 0
            // Only the shown tab is in the tree: what the others registered goes.
            for index in tabs.indices.reversed() where index != displayed {
                if let range = tabs[index].traits.registrations {
                    context.dropRegistrations(from: range.start, to: range.end)
                }
            }
            let bar = BarConfiguration(
                context.takeBarSettings(since: start.barSettings, for: [.tabBar]), for: .tabBar)
            let items = tabs.indices.map { index in
                TabBarButton(
                    item: tabs[index].traits.tabItem, badge: tabs[index].traits.badge,
                    isSelected: index == shown, select: select(index))
            }
            let body = VStack(spacing: 0) {
                ResolvedNodes(nodes: tabs.isEmpty ? [] : [tabs[displayed].node])
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                if !bar.isHidden {
                    TabBar(items: items, background: bar.background)
                }
            }
            context.resolve(body, id: id)
        }
    }
}

/// The pages of a page tab view, side by side, with their dots.
nonisolated internal struct PageTabContent: View {
    let tabs: [TabEntry]
    let shown: Int
    let style: PageTabViewStyle
    let index: PageIndexViewStyle

    var showsDots: Bool {
        switch style.indexDisplayMode {
        case .always: true
        case .never: false
        case .automatic: tabs.count > 1
        }
    }

    var body: some View {
        PageLayout(selected: shown) {
            ForEach(tabs.indices, id: \.self) { position in
                ResolvedNodes(nodes: [tabs[position].node])
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .clipped()
        .overlay(alignment: .bottom) {
            if showsDots {
                PageDots(
                    count: tabs.count, selected: shown,
                    hasBackground: index.backgroundDisplayMode == .always
                )
                .padding(.bottom, 10)
            }
        }
    }
}

/// Lays pages side by side, each the container's size, the selected one in the container.
nonisolated internal struct PageLayout: Layout {
    let selected: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for (position, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(position - selected) * bounds.width
            subview.place(
                at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// The dots of a page tab view: one per page, the selected one white.
nonisolated internal struct PageDots: View {
    let count: Int
    let selected: Int
    let hasBackground: Bool

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { position in
                Circle()
                    .fill(Color.white.opacity(position == selected ? 1 : 0.3))
                    .frame(width: 8, height: 8)
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 9)
        .background {
            if hasBackground { Capsule().fill(Color.black.opacity(0.25)) }
        }
    }
}
