import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics

/// How a view animates when it is inserted or removed, as SwiftUI's `AnyTransition`.
///
/// A built-in transition is driven by a progress from 0 (the view is absent: the
/// transition's active state) to 1 (present: identity). Insertion animates the progress
/// from 0 to 1 with the change's animation, removal from 1 to 0; a removed view is drawn,
/// with its last layout, until its removal animation ends.
///
/// A custom transition (`modifier(active:identity:)`, or any ``Transition`` through
/// `init(_:)`) is the view with modifiers: an inserted view animates from the
/// modifiers' `willAppear` state to their identity state exactly as a state change
/// between those two views would, and a removed view from identity to `didDisappear`.
public struct AnyTransition: Sendable {
    package indirect enum Storage: Sendable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        case offset(CGSize)
        case move(Edge)
        case asymmetric(Storage, Storage)
        case combined(Storage, Storage)
        /// Modifiers chosen by the phase (see ``PhasedTransition``).
        case phased(any PhasedTransition)
        /// A transition with its own animation.
        case animated(Storage, Animation?)
    }
    internal let storage: Storage

    /// The memberwise initializer, for the modules over the engine.
    package init(storage: Storage) { self.storage = storage }

    /// No effect.
    public static let identity = AnyTransition(storage: .identity)
    /// Fades from transparent (SwiftUI's default).
    public static let opacity = AnyTransition(storage: .opacity)
    /// Scales from 0 about the centre.
    public static let scale = AnyTransition(storage: .scale(0, .center))
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(storage: .asymmetric(.move(.leading), .move(.trailing)))

    /// Scales from `scale` about an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(storage: .scale(scale.isFinite ? scale : 0, anchor))
    }

    /// Moves from an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(
            storage: .offset(
                CGSize(
                    width: offset.width.isFinite ? offset.width : 0,
                    height: offset.height.isFinite ? offset.height : 0)))
    }

    /// Moves from an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Moves from beyond an edge: offset by the view's own width or height.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(storage: .move(edge)) }

    /// Moves in from `edge` while fading in, and out towards the opposite edge while
    /// fading out, as SwiftUI's `push(from:)`.
    public static func push(from edge: Edge) -> AnyTransition {
        .asymmetric(
            insertion: .move(edge: edge).combined(with: .opacity),
            removal: .move(edge: edge.opposite).combined(with: .opacity))
    }

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
        -> AnyTransition
    {
        AnyTransition(storage: .asymmetric(insertion.storage, removal.storage))
    }

    /// This transition and another at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(storage: .combined(storage, other.storage))
    }

    /// This transition driven by its own animation: an insertion or removal with this
    /// transition animates with `animation` (`nil`: without animation) instead of the
    /// change's, even when the change itself does not animate.
    ///
    /// ```swift
    /// Card().transition(.opacity.animation(.easeOut(duration: 0.2)))
    /// ```
    ///
    /// Each side of an asymmetric transition keeps its own; a combination runs with one
    /// animation, the first set, outermost first.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(storage: .animated(storage, animation))
    }
}

extension AnyTransition.Storage {
    /// Applies the transition at `progress` (1 = identity) to the drawing of content in
    /// `bounds`; returns the number of groups opened.
    internal func apply(
        progress p: Double, insertion: Bool, bounds: CGRect, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        let q = 1 - p
        switch self {
        case .identity:
            return 0
        case .opacity:
            let value = min(max(p, 0), 1)
            guard value < 1 else { return 0 }
            list.append(.beginGroup(.opacity(value)))
            return 1
        case .scale(let s, let anchor):
            let k = s + (1 - s) * p
            guard k != 1 else { return 0 }
            let px = bounds.minX + anchor.x * bounds.width
            let py = bounds.minY + anchor.y * bounds.height
            state.transform = CGAffineTransform(translationX: -px, y: -py)
                .concatenating(CGAffineTransform(scaleX: k, y: k))
                .concatenating(CGAffineTransform(translationX: px, y: py))
                .concatenating(state.transform)
            return 0
        case .offset(let d):
            guard q != 0 else { return 0 }
            state.transform = CGAffineTransform(translationX: d.width * q, y: d.height * q)
                .concatenating(state.transform)
            return 0
        case .move(let edge):
            guard q != 0 else { return 0 }
            let d: CGSize
            switch edge {
            case .leading: d = CGSize(width: -bounds.width, height: 0)
            case .trailing: d = CGSize(width: bounds.width, height: 0)
            case .top: d = CGSize(width: 0, height: -bounds.height)
            case .bottom: d = CGSize(width: 0, height: bounds.height)
            }
            state.transform = CGAffineTransform(translationX: d.width * q, y: d.height * q)
                .concatenating(state.transform)
            return 0
        case .asymmetric(let a, let b):
            return (insertion ? a : b).apply(
                progress: p, insertion: insertion, bounds: bounds, state: &state, list: &list)
        case .combined(let a, let b):
            return a.apply(
                progress: p, insertion: insertion, bounds: bounds, state: &state, list: &list)
                + b.apply(
                    progress: p, insertion: insertion, bounds: bounds, state: &state, list: &list)
        case .phased:
            // Drawn by its modifiers' own slots (see `TransitionFragments`).
            return 0
        case .animated(let base, _):
            return base.apply(
                progress: p, insertion: insertion, bounds: bounds, state: &state, list: &list)
        }
    }
}
