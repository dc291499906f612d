import Foundation
import KinemaAnimation
import KinemaCore

/// A view whose content can ask the scroll views inside it to scroll, as SwiftUI's
/// `ScrollViewReader`. Kinema's scroll views draw at rest (offset 0), so
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` is accepted and moves nothing.
nonisolated public struct ScrollViewReader<Content: View>: View {
    private let content: Content

    /// A reader whose content gets a proxy.
    /// - Parameter content: The content, made with the proxy.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    /// The content.
    public var body: some View { content }
}

/// What a ``ScrollViewReader`` hands its content.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view with `id` (accepted: Kinema's scroll views draw at rest).
    /// - Parameters:
    ///   - id: The view's `id(_:)`.
    ///   - anchor: Where in the scroll view it should end up.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Where a view is in its scroll view's visible region, as SwiftUI's
/// `ScrollTransitionPhase`: `-1` before it, `0` inside, `1` after.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region (above or to the leading side).
    case topLeading
    /// Inside the visible region.
    case identity
    /// After the visible region (below or to the trailing side).
    case bottomTrailing

    /// Whether the view is inside the visible region.
    public var isIdentity: Bool { self == .identity }

    /// -1, 0 or 1.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// When and how a scroll transition moves between its phases, as SwiftUI's
/// `ScrollTransitionConfiguration` (accepted: see `scrollTransition`).
public struct ScrollTransitionConfiguration: Sendable {
    /// Follows the scroll position.
    public static let interactive = ScrollTransitionConfiguration()
    /// Animates between phases.
    public static let animated = ScrollTransitionConfiguration()
    /// Stays in the identity phase.
    public static let identity = ScrollTransitionConfiguration()

    /// Animates between phases with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration()
    }

    /// This configuration with another animation.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// This configuration with a visibility threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

    /// How much of a view must be visible for the identity phase.
    public struct Threshold: Sendable {
        /// Any part visible.
        public static let visible = Threshold()
        /// Wholly visible.
        public static let hidden = Threshold()
        /// Its centre visible.
        public static let centered = Threshold()

        /// A fraction visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
    }
}

/// How a scroll view settles after a scroll, as SwiftUI's `ScrollTargetBehavior`
/// (accepted: Kinema's scroll views do not scroll).
public protocol ScrollTargetBehavior: Sendable {}

/// Settling on a view's edge (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

/// Settling on a page (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

nonisolated extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on a view's edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior()
    }
}

nonisolated extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on a page.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

nonisolated extension View {
    /// Applies `transition` for the view's place in its scroll view, as SwiftUI's
    /// `scrollTransition(_:axis:transition:)`. Kinema's scroll views draw at rest and
    /// every view inside is given the `.identity` phase (a view scrolled out of sight is
    /// clipped away, so only the visible ones draw).
    /// - Parameters:
    ///   - configuration: When the phases change (accepted).
    ///   - axis: The axis the phase follows (accepted).
    ///   - transition: The effects for a phase.
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> ModifiedContent<Self, _EffectModifier> {
        visualEffect { content, _ in transition(content, .identity) }
    }

    /// Applies `transition` for the view's place in its scroll view, with one
    /// configuration per edge (see `scrollTransition(_:axis:transition:)`).
    /// - Parameters:
    ///   - topLeading: When the leading phase changes (accepted).
    ///   - bottomTrailing: When the trailing phase changes (accepted).
    ///   - axis: The axis the phase follows (accepted).
    ///   - transition: The effects for a phase.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration,
        bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> ModifiedContent<Self, _EffectModifier> {
        visualEffect { content, _ in transition(content, .identity) }
    }

    /// Marks the views of this layout as scroll targets (accepted: nothing scrolls).
    /// - Parameter isEnabled: Whether they are targets.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// Sets how scroll views inside settle (accepted: nothing scrolls).
    /// - Parameter behavior: The behaviour.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> Self { self }

    /// Runs `action` when a pointer enters or leaves the view. Linux renders have no
    /// pointer, so it never runs.
    /// - Parameter action: Runs with whether the pointer is inside.
    public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }
}
