import Foundation

/// How a test finds views in a hosted view to read their frames (Kinema's own): by
/// accessibility identifier, `tag(_:)` value or text.
///
/// ```swift
/// host.frame(of: .identifier("avatar"), at: 0.5)
/// host.frame(of: "avatar", at: 0.5)          // a string literal is an identifier
/// host.frames(of: .text("Read 20 pages"), at: 0)
/// host.frame(of: .tag(Tab.settings), at: 1)
/// ```
public struct ViewQuery: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    internal enum Kind: Hashable, Sendable {
        case identifier(String)
        case tag(SendableHashable)
        case text(String)
    }

    internal let kind: Kind

    /// The views with this `accessibilityIdentifier(_:)` (the innermost identifier of each).
    public static func identifier(_ identifier: String) -> ViewQuery {
        ViewQuery(kind: .identifier(identifier))
    }

    /// The views tagged with `value` by `tag(_:)` (a value of the same type).
    public static func tag<Value: Hashable & Sendable>(_ value: Value) -> ViewQuery {
        ViewQuery(kind: .tag(SendableHashable(value)))
    }

    /// The `Text` views that show exactly `string`.
    public static func text(_ string: String) -> ViewQuery {
        ViewQuery(kind: .text(string))
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    /// An identifier query.
    public init(stringLiteral value: String) {
        self.kind = .identifier(value)
    }

    /// The query as written: `.identifier("avatar")`.
    public var description: String {
        switch kind {
        case .identifier(let id): ".identifier(\"\(id)\")"
        case .tag(let value): ".tag(\(value.value))"
        case .text(let string): ".text(\"\(string)\")"
        }
    }
}

/// The names one resolution gave its views, by identity: their accessibility identifiers
/// and tags.
internal struct ViewNames {
    internal var identifiers: [ViewIdentity: String] = [:]
    internal var tags: [ViewIdentity: AnyHashable] = [:]

    internal init() {}

    internal init(_ state: ControlResolutionState) {
        identifiers = state.accessibility.compactMapValues(\.identifier)
        tags = state.tags.explicit.mapValues(\.value)
    }
}

extension ViewHost {
    /// The frames of the views `query` finds at `time`, in tree order, in the canvas's
    /// space (points, origin at its top-left corner), as the layout places them at that
    /// time: an animated frame is where its animation has it (Kinema's own).
    ///
    /// The frame is the one the layout gives the view (`frame`, `padding`, stacks...), as
    /// `GeometryReader` reads it; drawing effects (`offset`, `scaleEffect`, rotations) do
    /// not move it. A view that is not on screen at `time` has no frame.
    ///
    /// - Parameters:
    ///   - query: Which views.
    ///   - time: The scene time, in seconds; the host has to have run to it (see
    ///     ``run(until:)``) for the events before it to have happened.
    /// - Returns: The frames, none when no view matches.
    /// - Complexity: O(*n*) in the views on screen.
    public func frames(of query: ViewQuery, at time: TimeInterval) -> [CGRect] {
        guard !record.states.isEmpty else { return [] }
        let index = record.stateIndex(at: time)
        let state = record.states[index]
        let compiled = state.compiled
        let tree = compiled.tree
        let order = tree.preorder
        var refs: [NodeRef] = []
        let names = index < stateNames.count ? stateNames[index] : ViewNames()
        switch query.kind {
        case .identifier(let id):
            refs = names.identifiers.filter { $0.value == id }.compactMap {
                state.byIdentity[$0.key]
            }
        case .tag(let value):
            refs = names.tags.filter { $0.value == AnyHashable(value.value) }.compactMap {
                state.byIdentity[$0.key]
            }
        case .text(let string):
            refs = order.filter { ref in
                guard tree[ref].tag == .leaf, case .leaf(let leaf) = tree[ref].kind,
                    let text = leaf as? TextLeaf
                else { return false }
                return text.string == string
            }
        }
        guard !refs.isEmpty else { return [] }
        let position = Dictionary(
            order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let renderer = Renderer(record: record, stateIndex: index, time: time)
        return refs.sorted { position[$0, default: 0] < position[$1, default: 0] }
            .compactMap { ref in
                compiled.layout.targets[ref.index].map {
                    renderer.frame(of: $0, in: compiled, isGhost: false)
                }
            }
    }

    /// The frame of the first view `query` finds at `time` (see ``frames(of:at:)``), or
    /// `nil` when none is on screen.
    public func frame(of query: ViewQuery, at time: TimeInterval) -> CGRect? {
        frames(of: query, at: time).first
    }
}
