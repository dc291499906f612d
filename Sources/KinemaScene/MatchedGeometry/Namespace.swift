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
/// column), so that views, made again for every state, keep the same one. Two instances
/// of one view type share their namespace, where SwiftUI gives each its own: when
/// several are on screen at once, make their ids unique across them (include the
/// instance's own id).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of a namespace.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        internal let file: String
        internal let line: UInt
        internal let column: UInt

        /// Such as `Namespace(Sources/App/Hero.swift:3:6)`.
        public var description: String { "Namespace(\(file):\(line):\(column))" }
    }

    /// The namespace's identity.
    public let wrappedValue: ID

    /// Creates the namespace declared at the caller's position (`@Namespace var hero`).
    public init(fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        wrappedValue = ID(file: fileID, line: line, column: column)
    }
}
