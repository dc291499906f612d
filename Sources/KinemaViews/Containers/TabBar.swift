import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// The tab bar of a tab view: its items side by side over the bar's background, under a
/// hairline.
nonisolated internal struct TabBar: View {
    let items: [TabBarButton]
    let background: AnyShapeStyle?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in items[index] }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 49)
        .background(background ?? AnyShapeStyle(BarPalette.background))
        .overlay(alignment: .top) {
            Rectangle().fill(BarPalette.hairline).frame(height: 0.5)
        }
    }
}

/// One item of a tab bar: the tab's icon over its title, a target named by the title.
nonisolated internal struct TabBarButton: View, PrimitiveView {
    let item: TabItemLabel?
    let badge: String?
    let isSelected: Bool
    /// Selects the tab; `nil` when a tap cannot (a tab without a tag of the selection's
    /// type).
    let select: (@MainActor () -> Void)?

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        var title = item?.title?.string
        if title == nil, let item { title = context.labelText(item.view, id: id) }
        let name = title ?? ""
        if let select {
            context.controls.append(
                ControlTarget(
                    identity: id, text: name, isDisabled: !context.environment.controls.isEnabled,
                    action: .button(select)))
        } else {
            context.diagnose(
                "the tab '\(name)' has no tag(_:) of the TabView's selection type; "
                    + "a tap on it selects nothing")
        }
        let color = isSelected ? context.environment.controls.accent : BarPalette.unselected
        let body = VStack(spacing: 2) {
            TabBarIcon(item: item)
                .font(.system(size: 24))
                .symbolVariant(.fill)
                .frame(height: 24)
                .overlay(alignment: .topTrailing) {
                    if let badge {
                        Text(badge)
                            .font(.system(size: 13))
                            .foregroundColor(.white)
                            .padding(.horizontal, 5)
                            .frame(minWidth: 18, minHeight: 18)
                            .background(Capsule().fill(BarPalette.badge))
                            .fixedSize()
                            .offset(x: 12, y: -4)
                    }
                }
            if let title {
                Text(title).font(.system(size: 10, weight: .medium))
            }
        }
        .foregroundColor(color)
        .padding(.top, 5)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        context.resolve(body, id: context.identity(parent: id, .content))
    }
}

/// The icon of a tab bar item: the item's image, or its label as written when it has
/// neither an image nor a text.
nonisolated internal struct TabBarIcon: View, PrimitiveView {
    let item: TabItemLabel?

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        guard let item else { return }
        if let icon = item.icon {
            context.resolve(icon, id: id)
        } else if item.title == nil {
            item.view(id: id, context: &context)
        }
    }
}
