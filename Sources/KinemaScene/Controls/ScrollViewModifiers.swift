import Foundation
import KinemaCore

/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`.
/// Kinema draws scroll views at rest, where iOS shows no indicators: every visibility
/// draws none.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    private let name: String

    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden unless the platform shows them anyway.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Equatable, Sendable {
    private let name: String

    /// The scroll content and its indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scroll content only.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only (none are drawn at rest).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")

    /// Whether margins at this placement inset the content.
    internal var insetsContent: Bool { self != .scrollIndicators }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
    /// The margins of the content of scroll views inside (`contentMargins`).
    internal var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

/// The padding of a scroll view's content by the environment's content margins.
nonisolated public struct _ScrollContentMarginsModifier: ViewModifier, WrappingModifier {
    /// No body.
    public typealias Body = Never

    @MainActor package func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
    {
        LayoutContainer(PaddingLayout(insets: context.environmentValues.scrollContentMargins))
            .node(id: id, children: [node], in: &context)
    }

    /// The memberwise initializer, for the modules over the engine.
    package init() {
    }
}

nonisolated extension View {
    /// Sets whether scroll views inside show indicators, as SwiftUI's
    /// `scrollIndicators(_:axes:)`: accepted, and none are drawn at rest.
    /// - Parameters:
    ///   - visibility: The visibility.
    ///   - axes: The axes it applies to.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> Self { self }

    /// Lets scroll views inside draw content outside their bounds, as SwiftUI's
    /// `scrollClipDisabled(_:)`: accepted; Kinema clips scroll views to their bounds.
    /// - Parameter disabled: Whether clipping is off.
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }

    /// Binds the identity of the view scrolled to, as SwiftUI's
    /// `scrollPosition(id:anchor:)`: accepted; Kinema draws scroll views at offset 0 and
    /// leaves the binding as it is.
    /// - Parameters:
    ///   - id: The identity of the view at the scroll position.
    ///   - anchor: Where in the scroll view the view sits.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self {
        self
    }

    /// Turns scrolling off for scroll views inside, as SwiftUI's `scrollDisabled(_:)`:
    /// accepted (Kinema never scrolls).
    /// - Parameter disabled: Whether scrolling is off.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }

    /// Insets the content of scroll views inside by `length` on `edges`, as SwiftUI's
    /// `contentMargins(_:_:for:)`: at rest the content starts that far in, while the
    /// scroll view keeps its size (margins set closer to the scroll view win, edge by
    /// edge). A `nil` length is 16; a NaN or infinite one is 0, with a diagnostic.
    /// - Parameters:
    ///   - edges: The edges.
    ///   - length: The margin.
    ///   - placement: What the margins apply to.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?,
        for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _EnvironmentValuesModifier> {
        let margin = length ?? 16
        return contentMargins(edges, EdgeInsets(edges, margin), for: placement)
    }

    /// Insets the content of scroll views inside by `insets` on `edges` (see
    /// `contentMargins(_:_:for:)`).
    /// - Parameters:
    ///   - edges: The edges taken from `insets`.
    ///   - insets: The margins.
    ///   - placement: What the margins apply to.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets,
        for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _EnvironmentValuesModifier> {
        modifier(
            _EnvironmentValuesModifier { values in
                guard placement.insetsContent else { return }
                func clean(_ x: CGFloat) -> CGFloat { x.isFinite ? x : 0 }
                var margins = values.scrollContentMargins
                if edges.contains(.top) { margins.top = clean(insets.top) }
                if edges.contains(.leading) { margins.leading = clean(insets.leading) }
                if edges.contains(.bottom) { margins.bottom = clean(insets.bottom) }
                if edges.contains(.trailing) { margins.trailing = clean(insets.trailing) }
                values.scrollContentMargins = margins
            })
    }

    /// Insets the content of scroll views inside by `length` on every edge (see
    /// `contentMargins(_:_:for:)`).
    /// - Parameters:
    ///   - length: The margin.
    ///   - placement: What the margins apply to.
    public func contentMargins(
        _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
    )
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    {
        contentMargins(.all, length, for: placement)
    }
}
