/// A view's identity: its structural path in the scene (position in a builder, branch,
/// `ForEach` id, `.id(_:)`), interned by an ``IdentityTable`` as a small number, so that
/// the same view in two states has the same identity.
///
/// A type of its own, not an `Int`, so that a node's index in a resolved tree
/// (``NodeRef``) or a node's index in the layout (``LayoutIndex``) cannot be passed
/// where an identity is meant, nor the other way round.
///
/// An integer literal is an identity where one is expected (tests name identities by
/// number); an `Int` value never is.
nonisolated package struct ViewIdentity: Hashable, Sendable, Comparable,
    CustomStringConvertible, ExpressibleByIntegerLiteral
{
    /// The number the identity table gave the path: its position in the table.
    package let rawValue: Int

    /// The identity the table numbered `rawValue`.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The identity numbered `value`.
    package init(integerLiteral value: Int) {
        self.rawValue = value
    }

    /// The scene's root, the parent of every top-level view.
    package static let root = ViewIdentity(rawValue: 0)

    /// No identity: the parent of the root.
    package static let none = ViewIdentity(rawValue: -1)

    package static func < (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The number, as an `Int` printed (diagnostics read the same as before the type).
    package var description: String { String(rawValue) }
}

/// A node's position in the layout tree of a state (``SceneLayout/placed``), as opposed to
/// its position in the resolved tree (``NodeRef``): only layout leaves and containers
/// have one.
nonisolated internal struct LayoutIndex: Hashable, Sendable {
    /// The position in the layout's arrays.
    package let rawValue: Int

    /// The layout position `rawValue`.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension Array {
    /// The element at `identity`'s number: in a table with an entry per identity (an
    /// identity's parent, ``IdentityTable/parents``).
    internal subscript(identity identity: ViewIdentity) -> Element {
        get { self[identity.rawValue] }
        set { self[identity.rawValue] = newValue }
    }
}

extension Array {
    /// The element at a layout position: in the arrays of a layout pass, one entry per
    /// layout node (``SceneLayout``'s placements).
    internal subscript(index: LayoutIndex) -> Element {
        get { self[index.rawValue] }
        set { self[index.rawValue] = newValue }
    }
}
