import Synchronization

/// A namespace for the ids of `matchedGeometryEffect(id:in:properties:anchor:isSource:)`,
/// as SwiftUI's `Namespace` property wrapper.
///
/// ```swift
/// struct Hero: View {
///     @Namespace private var hero
///     var expanded: Bool
///     var body: some View {
///         if expanded {
///             RoundedRectangle(cornerRadius: 24).matchedGeometryEffect(id: "card", in: hero)
///                 .frame(width: 300, height: 400)
///         } else {
///             RoundedRectangle(cornerRadius: 12).matchedGeometryEffect(id: "card", in: hero)
///                 .frame(width: 80, height: 80)
///         }
///     }
/// }
/// ```
///
/// A namespace is told apart from others by where it is declared (file, line and
/// column), so that views, made again for every state, keep the same one; in a
/// `ViewHost`, also by the identity of the view that declares it, so that each instance
/// of a view type has its own, as in SwiftUI. In a `SceneTimeline`'s content, two
/// instances of one view type share their namespace: when several are on screen at
/// once, make their ids unique across them (include the instance's own id).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of a namespace.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        internal let file: String
        internal let line: UInt
        internal let column: UInt
        /// The identity of the declaring view in a host; `nil` elsewhere.
        internal let instance: ViewIdentity?

        /// Such as `Namespace(Sources/App/Hero.swift:3:6)`, with `#` and the declaring
        /// view's identity in a host.
        public var description: String {
            "Namespace(\(file):\(line):\(column)" + (instance.map { " #\($0)" } ?? "") + ")"
        }
    }

    private let site: (file: String, line: UInt, column: UInt)
    /// The identity of the declaring view, once a host links it.
    private let instance = NamespaceInstance()

    /// The namespace's identity.
    public var wrappedValue: ID {
        ID(
            file: site.file, line: site.line, column: site.column,
            instance: instance.identity.withLock { $0 })
    }

    /// Creates the namespace declared at the caller's position (`@Namespace var hero`).
    public init(fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        site = (fileID, line, column)
    }
}

/// The identity a host gives the view that declares a namespace.
private final class NamespaceInstance: Sendable {
    let identity = Mutex<ViewIdentity?>(nil)
}

extension Namespace: HostLinkedProperty {
    internal func link(to graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        instance.identity.withLock { $0 = key.identity }
    }
}
