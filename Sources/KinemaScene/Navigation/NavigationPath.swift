/// A list of values pushed on a navigation stack, of any `Hashable` types, as SwiftUI's
/// `NavigationPath` (`NavigationStack(path: $path)`).
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { ... }
/// path.append(recipe)   // pushes the view `navigationDestination(for: Recipe.self)` makes
/// ```
public struct NavigationPath: Equatable {
    /// The values, first pushed first.
    internal var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, first pushed first.
    /// - Parameter elements: The values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    /// - Parameter value: The value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` values (all of them if there are fewer; none for a negative `k`).
    /// - Parameter k: How many.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }
}

/// What a stack's views record for it while they resolve (Kinema's own): the view makers
/// of `navigationDestination(for:destination:)`, and the destinations
/// `navigationDestination(isPresented:)`, `navigationDestination(item:)` and
/// `NavigationLink(destination:isActive:)` present.
nonisolated internal struct NavigationRecords {
    /// A maker of views for values of one type.
    internal struct Destination {
        let type: ObjectIdentifier
        let make: @MainActor (AnyHashable) -> AnyView?
    }

    /// A destination pushed while its binding says so.
    internal struct Presentation {
        let view: AnyView
        /// Sets the binding so that it is no longer presented.
        let dismiss: @MainActor @Sendable () -> Void
    }

    internal var destinations: [Destination] = []
    internal var presentations: [Presentation] = []
}

/// What a navigation stack gives the views of one of its layers (Kinema's own): how to
/// push a value or a view above that layer.
nonisolated internal struct NavigationActions {
    /// Pushes a value (`NavigationLink(value:)`) on the stack's path.
    let pushValue: @MainActor (AnyHashable) -> Void
    /// Pushes a view (`NavigationLink(destination:)`).
    let pushView: @MainActor (AnyView) -> Void
}

/// The navigation actions of the enclosing stack's layer.
private struct NavigationActionsKey: EnvironmentKey {
    static var defaultValue: NavigationActions? { nil }
}

extension EnvironmentValues {
    /// The actions of the enclosing navigation stack; `nil` outside one.
    internal var navigationActions: NavigationActions? {
        get { self[NavigationActionsKey.self] }
        set { self[NavigationActionsKey.self] = newValue }
    }
}
