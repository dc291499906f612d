import SwiftUI

/// A root that puts a divider between its children, as layout libraries write one with
/// SwiftUI's `_VariadicView`.
struct DividedRoot: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        let last = children.last?.id
        ForEach(children) { child in
            child
            if child.id != last {
                Color.black.frame(height: 2)
            }
        }
    }
}

/// A column whose children are divided.
struct DividedStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 0) {
            _VariadicView.Tree(DividedRoot()) { content }
        }
    }
}

/// A trait: how wide a row's badge is.
struct BadgeWidthTrait: _ViewTraitKey {
    static let defaultValue: CGFloat = 5
}

/// A root that lays its children out in a card (a unary root: one view), each with a
/// badge as wide as its trait says, and records the ids it sees.
struct BadgedCardRoot: _VariadicView_UnaryViewRoot {
    let seen: IDLog

    func body(children: _VariadicView.Children) -> some View {
        let _ = seen.record(children.map { $0.id(as: String.self) })
        VStack(alignment: .leading, spacing: 0) {
            ForEach(children) { child in
                HStack(spacing: 0) {
                    Color.green.frame(width: child[BadgeWidthTrait.self], height: 6)
                    child
                }
            }
        }
    }
}

/// The ids a root saw, last first.
@MainActor
final class IDLog {
    private(set) var ids: [String?] = []

    func record(_ ids: [String?]) { self.ids = ids }
}
