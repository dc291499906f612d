import Foundation
import KinemaCore
import KinemaGraphics

/// One view of a navigation stack under its navigation bar: the title, toolbar items, bar
/// settings and search field its content declares, and a back button above the root.
nonisolated internal enum NavigationLayer {
    /// Resolves `content` at `id` as a layer of a stack: its chrome from what it declares,
    /// its back button, `dismiss` (popping it) in its environment; reports its title.
    @MainActor static func resolve(
        _ content: some View, dismiss: DismissAction?, back: NavigationBackButton?,
        id: ViewIdentity,
        context: inout ResolveContext, title report: @escaping @MainActor (String?) -> Void
    ) {
        let titles = context.navigationTitles.count
        let lists = context.controlState.listCount
        let mark = context.registrationMark
        var values = context.environmentValues
        if let dismiss { values.dismiss = dismiss }
        context.then { context in
            context.savedEnvironmentValues.append(context.environmentValues)
            context.environmentValues = values
        }
        context.collect(content, id: context.identity(parent: id, .content)) { context, nodes in
            context.environmentValues = context.savedEnvironmentValues.removeLast()
            let title = context.navigationTitles.dropFirst(titles).first
            context.navigationTitles.removeLast(
                context.navigationTitles.count - titles)
            let grouped = context.controlState.listCount > lists
            var chrome = context.takeNavigationChrome(since: mark, title: title)
            if !chrome.bar.hidesBackButton { chrome.back = back }
            report(title)
            // A pushed view is opaque: it covers the view under it.
            context.resolve(
                NavigationStackBody(chrome: chrome, nodes: nodes, grouped: grouped)
                    .background(back == nil ? Color.clear : Color.white),
                id: id)
        }
    }
}

/// The back button of a pushed view: a chevron and a title, popping the view.
nonisolated internal struct NavigationBackButton {
    let title: String
    let action: @MainActor @Sendable () -> Void
}

/// The back button drawn at the leading edge of a navigation bar: a 12 x 21 point chevron
/// and the title, 17 points, in the accent colour; a tap on it (by its title, or "Back")
/// pops the view.
nonisolated internal struct BackButtonView: View {
    let button: NavigationBackButton

    var body: some View {
        Button(action: button.action) {
            HStack(spacing: 6) {
                BackChevron()
                    .stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                    .frame(width: 10, height: 19)
                Text(button.title).font(.system(size: 17)).lineLimit(1)
            }
        }
        .accessibilityLabel(button.title)
    }
}

/// The "<" of a back button.
nonisolated internal struct BackChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
    }
}
