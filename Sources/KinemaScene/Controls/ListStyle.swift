/// How a `List` looks, as SwiftUI's `ListStyle` (`.insetGrouped`, `.plain`, ...).
///
/// Kinema draws every list inset grouped (iOS's default look); `listStyle(_:)` with
/// another style draws it so too, with a diagnostic naming the style.
public protocol ListStyle: Sendable {}

/// The list styles of iOS, as values Kinema can name in a diagnostic.
nonisolated internal enum ListStyleKind: String, Sendable {
    case automatic, insetGrouped, grouped, inset, plain, sidebar

    /// Whether Kinema draws this style as it is (the inset grouped look).
    var isDrawn: Bool { self == .automatic || self == .insetGrouped }
}

/// A list style Kinema knows by name.
internal protocol NamedListStyle {
    var kind: ListStyleKind { get }
}

/// The platform's default list style: inset grouped on iOS.
public struct DefaultListStyle: ListStyle, NamedListStyle {
    /// Creates the style.
    public init() {}
    internal var kind: ListStyleKind { .automatic }
}

/// Rows in cards inset from the sides, sections apart (`.insetGrouped`).
public struct InsetGroupedListStyle: ListStyle, NamedListStyle {
    /// Creates the style.
    public init() {}
    internal var kind: ListStyleKind { .insetGrouped }
}

/// Sections in full-width groups (`.grouped`).
public struct GroupedListStyle: ListStyle, NamedListStyle {
    /// Creates the style.
    public init() {}
    internal var kind: ListStyleKind { .grouped }
}

/// Rows inset from the sides, without cards (`.inset`).
public struct InsetListStyle: ListStyle, NamedListStyle {
    /// Creates the style.
    public init() {}
    internal var kind: ListStyleKind { .inset }
}

/// Rows edge to edge, without cards (`.plain`).
public struct PlainListStyle: ListStyle, NamedListStyle {
    /// Creates the style.
    public init() {}
    internal var kind: ListStyleKind { .plain }
}

/// A sidebar's list (`.sidebar`).
public struct SidebarListStyle: ListStyle, NamedListStyle {
    /// Creates the style.
    public init() {}
    internal var kind: ListStyleKind { .sidebar }
}

nonisolated extension ListStyle where Self == DefaultListStyle {
    /// The default style (inset grouped on iOS).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
nonisolated extension ListStyle where Self == InsetGroupedListStyle {
    /// Rows in cards inset from the sides.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
nonisolated extension ListStyle where Self == GroupedListStyle {
    /// Sections in full-width groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
nonisolated extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the sides, without cards.
    public static var inset: InsetListStyle { InsetListStyle() }
}
nonisolated extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}
nonisolated extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The modifier of `listStyle(_:)`: the lists inside keep the inset grouped look; a
/// diagnostic names any other style.
nonisolated public struct _ListStyleModifier: ViewModifier, PrimitiveModifier {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let kind: ListStyleKind?

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        if let kind, !kind.isDrawn {
            context.diagnose("listStyle(.\(kind.rawValue)): lists are drawn inset grouped")
        }
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Sets the style of the lists inside (Kinema draws them inset grouped whatever the
    /// style, with a diagnostic for the others).
    /// - Parameter style: The style.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _ListStyleModifier> {
        modifier(_ListStyleModifier(kind: (style as? any NamedListStyle)?.kind))
    }
}
