import Foundation
import KinemaAnimation
import KinemaCore

/// A stack of views, as SwiftUI's `NavigationStack`: the root, and the views pushed on it
/// by ``NavigationLink``s, by the values of its path (each drawn by the
/// `navigationDestination(for:destination:)` of its type) and by
/// `navigationDestination(isPresented:destination:)`.
///
/// Each view of the stack is drawn with its own navigation bar: its title (a large title,
/// 34 points bold, 16 points from the leading edge, in a 52 point band; or inline, 17
/// points semibold, centred in a 44 point bar), its `toolbar` items, and on a pushed view a
/// back button (a chevron and the previous view's title, or "Back") that pops it. Over a
/// ``List`` or ``Form`` the grouped background shows. The stack fills the space offered;
/// each view is proposed the space below its bars (its content area) and centred in it,
/// as SwiftUI places a stack's views.
///
/// A push slides the new view in from the trailing edge over the old one, which moves a
/// third of the width to the leading side; a pop does the reverse. Both animate for 0.35 s,
/// easing in and out (Kinema's stand-in for UIKit's push), whatever the change's
/// transaction (unless it disables animations), as UIKit's navigation controller does.
/// The views under the top one stay drawn, covered, and take no input.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    internal let root: Root
    internal let externalPath: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [MainActorCarried<AnyView>] = []

    private init(root: Root, path: Binding<[AnyHashable]>?) {
        self.root = root
        externalPath = path
    }

    /// The stack's views: the root and those pushed on it.
    public var body: some View {
        _NavigationStackCore(
            root: root, path: externalPath ?? $ownPath, pushedViews: $pushedViews)
    }
}

nonisolated extension NavigationStack where Data == NavigationPath {
    /// A stack with a root view and a path of its own.
    /// - Parameter root: The root view.
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root(), path: nil)
    }

    /// A stack whose pushed values are `path` (any `Hashable` types).
    /// - Parameters:
    ///   - path: The values pushed, first pushed first.
    ///   - root: The root view.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        // The binding is the caller's, used by the stack on the main actor only.
        let path = MainActorCarried(path)
        self.init(
            root: root(),
            path: Binding(
                get: { path.value.wrappedValue.elements },
                set: { path.value.wrappedValue.elements = $0 }))
    }
}

nonisolated extension NavigationStack
where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// A stack whose pushed values are the elements of `path`.
    /// - Parameters:
    ///   - path: The values pushed, first pushed first.
    ///   - root: The root view.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        // The binding is the caller's, used by the stack on the main actor only.
        let path = MainActorCarried(path)
        self.init(
            root: root(),
            path: Binding(
                get: { path.value.wrappedValue.map { AnyHashable($0) } },
                set: {
                    path.value.wrappedValue = Data($0.compactMap { $0.base as? Data.Element })
                }))
    }
}

/// A stack's views, resolved layer by layer (see ``NavigationStack``).
nonisolated public struct _NavigationStackCore<Root: View>: View, PrimitiveView {
    internal let root: Root
    internal let path: Binding<[AnyHashable]>
    internal let pushedViews: Binding<[MainActorCarried<AnyView>]>

    /// No body: resolved layer by layer.
    public typealias Body = Never

    /// Where a layer above the root comes from, and how it is popped.
    private enum Source {
        case root
        case path(Int)
        case presented(dismiss: @MainActor @Sendable () -> Void)
        case pushed(Int)
    }

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let path = self.path.wrappedValue
        let pushed = self.pushedViews.wrappedValue
        let recordsStart = context.navigationRecords
        var layers: [[NodeRef]] = []
        var marks: [RegistrationMark] = []
        var content = AnyView(root)
        var source = Source.root
        var previousTitle: String?
        var pushedUsed = 0
        while true {
            let depth = layers.count
            marks.append(context.registrationMark)
            let presentationsBefore = context.navigationRecords.presentations.count
            var title: String?
            let back = depth == 0 ? nil : backButton(source, depth: depth, title: previousTitle)
            let actions = self.actions()
            let layerContent = content.environment(\.navigationActions, actions)
            let dismiss = back.map { DismissAction(action: $0.action) }
            let layerID = context.identity(
                parent: id, .explicit(SendableHashable("layer \(depth)")))
            layers.append(
                context.resolveNow { context in
                    NavigationLayer.resolve(
                        layerContent, dismiss: dismiss, back: back, id: layerID,
                        context: &context
                    ) { title = $0 }
                })
            previousTitle = title
            // The layer above: the path's next value, a destination this layer presents,
            // or a view a link pushed.
            let records = context.navigationRecords
            if depth < path.count {
                let value = path[depth]
                if let maker = records.destinations.last(where: {
                    $0.type == ObjectIdentifier(type(of: value.base))
                }), let view = maker.make(value) {
                    content = view
                    source = .path(depth)
                    continue
                }
                context.diagnose(
                    "NavigationStack: no navigationDestination(for: \(type(of: value.base)).self) "
                        + "for the path's value \(value); it and the values after it are not shown"
                )
                break
            }
            if let presented = records.presentations.dropFirst(presentationsBefore).first {
                content = presented.view
                source = .presented(dismiss: presented.dismiss)
                continue
            }
            if pushedUsed < pushed.count {
                content = pushed[pushedUsed].value
                source = .pushed(pushedUsed)
                pushedUsed += 1
                continue
            }
            break
        }
        context.navigationRecords = recordsStart
        // The views under the top one take no input.
        if layers.count > 1, let top = marks.last {
            context.controls.removeSubrange(min(marks[0].controls, top.controls)..<top.controls)
            context.gestures.removeSubrange(min(marks[0].gestures, top.gestures)..<top.gestures)
        }
        let count = layers.count
        let stack = ZStack {
            ForEach(0..<count, id: \.self) { depth in
                ResolvedNodes(nodes: layers[depth])
                    .modifier(_NavigationCoverOffset(fraction: depth < count - 1 ? -1.0 / 3 : 0))
                    .transition(.move(edge: .trailing))
                    .zIndex(Double(depth))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipped()
        .animation(
            context.transaction.disablesAnimations ? nil : navigationPushAnimation,
            value: count)
        context.resolve(stack, id: context.identity(parent: id, .content))
    }

    /// The actions a layer's views push with.
    @MainActor private func actions() -> NavigationActions {
        let path = self.path
        let pushedViews = self.pushedViews
        return NavigationActions(
            pushValue: { path.wrappedValue.append($0) },
            pushView: { pushedViews.wrappedValue.append(MainActorCarried($0)) })
    }

    /// The back button of a layer from `source` at `depth`, titled by the layer below.
    @MainActor private func backButton(_ source: Source, depth: Int, title: String?)
        -> NavigationBackButton
    {
        // The bindings are made and used on the main actor; the box carries them into the
        // back button's action.
        let bindings = MainActorBound((self.path, self.pushedViews))
        let pop: @MainActor @Sendable () -> Void
        switch source {
        case .root:
            pop = {}
        case .path(let index):
            // Everything from this value up goes; views pushed above go too.
            pop = {
                let (path, pushedViews) = bindings.value
                pushedViews.wrappedValue = []
                path.wrappedValue = Array(path.wrappedValue.prefix(index))
            }
        case .presented(let dismiss):
            pop = {
                bindings.value.1.wrappedValue = []
                dismiss()
            }
        case .pushed(let index):
            pop = {
                let pushedViews = bindings.value.1
                pushedViews.wrappedValue = Array(pushedViews.wrappedValue.prefix(index))
            }
        }
        return NavigationBackButton(title: title ?? "Back", action: pop)
    }
}

/// How pushes and pops animate: 0.35 s, easing in and out.
nonisolated internal let navigationPushAnimation = Animation.easeInOut(duration: 0.35)

/// Moves a covered layer of a navigation stack by a fraction of its width (a third to the
/// leading side, as UIKit's push moves the view it covers).
nonisolated internal struct _NavigationCoverOffset: GeometryEffect {
    var fraction: CGFloat

    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: fraction * size.width, y: 0))
    }
}
