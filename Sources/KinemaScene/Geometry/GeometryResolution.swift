import Foundation
import KinemaCore

/// What a resolution knows and learns about geometry-dependent views: the laid-out
/// geometry of a previous pass it resolves with (`inputs`), and the readers,
/// `ViewThatFits` choices, named coordinate spaces, anchors and preferences it meets.
nonisolated package struct GeometryResolution {
    /// The geometry of the previous pass's layout (empty in the first pass).
    package var inputs = GeometryInputs()
    /// The `GeometryReader`s resolved, in resolution order.
    package var readers: [ReaderRecord] = []
    /// The `ViewThatFits` containers resolved, in resolution order.
    package var fits: [FitsRecord] = []
    /// The named coordinate spaces declared, by token: the name and the first node of
    /// the view that declares it (set once its content is resolved).
    package var spaces: [(name: CoordinateSpace.Name, node: NodeRef?)] = []
    /// The tokens of the named spaces around the view being resolved, innermost last.
    package var openSpaces: [Int] = []
    /// The containers of relative frames declared (scroll views), by token.
    internal var containers: [RelativeFrameContainer] = []
    /// The tokens of the containers around the view being resolved, innermost last.
    internal var openContainers: [Int] = []
    /// The `containerRelativeFrame`s resolved, in resolution order.
    internal var relativeFrames: [RelativeFrameRecord] = []
    /// The anchored views: anchor id and node.
    package var anchors: [(id: AnchorID, node: NodeRef)] = []
    /// The anchor modifiers open around the view being resolved, by the identity of the
    /// view they modify.
    package var openAnchors: [ViewIdentity: Int] = [:]
    /// The preference values set so far, in view order (see `PreferenceLog`).
    package var preferences = PreferenceLog()
    /// The number of readers, `ViewThatFits` and preference-value decorations around the
    /// view being resolved.
    internal var depth = 0
    /// The greatest `depth` reached.
    internal var maximumDepth = 0

    /// Whether the views resolved depend on their layout: readers, `ViewThatFits`.
    internal var dependsOnLayout: Bool {
        !readers.isEmpty || !fits.isEmpty || !relativeFrames.isEmpty
    }

    /// Enters a geometry-dependent scope (a reader's content, a preference decoration).
    package mutating func enter() {
        depth += 1
        maximumDepth = max(maximumDepth, depth)
    }

    /// Leaves the scope entered last.
    package mutating func leave() { depth -= 1 }
}

/// The laid-out geometry a resolution pass resolves geometry-dependent views with.
nonisolated package struct GeometryInputs: Equatable, Sendable {
    /// The proxy of each reader, by identity.
    package var readers: [ViewIdentity: GeometryProxy] = [:]
    /// The chosen child of each `ViewThatFits`, by identity.
    package var chosen: [ViewIdentity: Int] = [:]
    /// The container size of each `containerRelativeFrame`, by identity.
    internal var containerSizes: [ViewIdentity: CGSize] = [:]

    /// The memberwise initializer, for the modules over the engine.
    package init(
        readers: [ViewIdentity: GeometryProxy] = [:], chosen: [ViewIdentity: Int] = [:],
        containerSizes: [ViewIdentity: CGSize] = [:]
    ) {
        self.readers = readers
        self.chosen = chosen
        self.containerSizes = containerSizes
    }
}

/// A `GeometryReader` met during resolution.
nonisolated package struct ReaderRecord {
    /// The reader's identity.
    internal let identity: ViewIdentity
    /// The proxy its content was resolved with.
    internal let proxy: GeometryProxy
    /// The tokens of the named spaces around it, innermost last.
    internal let spaces: [Int]
    /// The reader's node, once made.
    package var node: NodeRef?
    /// Whether its content was resolved (with ``proxy``); `false` in a first pass.
    internal var hasContent = true

    /// The memberwise initializer, for the modules over the engine.
    package init(
        identity: ViewIdentity, proxy: GeometryProxy, spaces: [Int], node: NodeRef? = nil,
        hasContent: Bool = true
    ) {
        self.identity = identity
        self.proxy = proxy
        self.spaces = spaces
        self.node = node
        self.hasContent = hasContent
    }
}

/// A `ViewThatFits` met during resolution.
nonisolated package struct FitsRecord {
    /// The container's identity.
    internal let identity: ViewIdentity
    /// The child its content was resolved as showing.
    internal let chosen: Int
    /// The container and the probe that tells which child the layout chose.
    internal let container: NodeRef
    internal let probe: NodeRef

    /// The memberwise initializer, for the modules over the engine.
    package init(identity: ViewIdentity, chosen: Int, container: NodeRef, probe: NodeRef) {
        self.identity = identity
        self.chosen = chosen
        self.container = container
        self.probe = probe
    }
}
