import Foundation

/// One state of a timeline, resolved and laid out.
internal struct CompiledState: @unchecked Sendable {
    /// When the state begins.
    internal let time: Double
    /// The root element (an implicit centred `ZStack` over the content).
    internal let root: Element
    /// Every element by identity.
    internal let elements: [Int: Element]
    /// The identity of each element's parent element.
    internal let parents: [Int: Int]
    /// The identity of each element's previous sibling, if any.
    internal let previousSiblings: [Int: Int]
    /// The tracks of layouts' animatable data: when one animates, the layout reruns.
    internal let layoutDataTracks: [Int]
    /// The number of layout nodes.
    internal let layoutCount: Int
}

/// A removed view still drawn while its removal transition runs.
internal struct Ghost: @unchecked Sendable {
    internal let element: Element
    internal let parent: Int
    internal let previousSibling: Int?
    internal let track: Int
    internal let time: Double
}

/// The key of an attribute's track.
internal struct SlotKey: Hashable, Sendable {
    internal var identity: Int
    internal var index: Int
    internal var type: ObjectIdentifier
    internal var variant: Int
}

/// The mutable heart of a timeline: identities, tracks and compiled states. Shared by
/// copies of a timeline until one of them changes (copy-on-write).
internal final class TimelineStorage: @unchecked Sendable {
    internal let size: CGSize
    internal let measurer: any TextMeasurer
    internal var identities = IdentityTable()
    internal var tracks = ContiguousArray<TrackBase>()
    internal var slots: [SlotKey: Int] = [:]
    internal var progressTracks: [Int: Int] = [:]
    internal var states: [CompiledState] = []
    internal var ghosts: [Ghost] = []
    internal var diagnostics: [SceneDiagnostic] = []

    internal init(size: CGSize, measurer: any TextMeasurer) {
        self.size = size
        self.measurer = measurer
    }

    /// A deep copy: tracks are copied, compiled states shared (they never change).
    internal func copy() -> TimelineStorage {
        let copy = TimelineStorage(size: size, measurer: measurer)
        copy.identities = identities
        copy.tracks = ContiguousArray(tracks.map { $0.copy() })
        copy.slots = slots
        copy.progressTracks = progressTracks
        copy.states = states
        copy.ghosts = ghosts
        copy.diagnostics = diagnostics
        return copy
    }

    /// The track of a slot, made at `attribute`'s value if new.
    internal func track(_ key: SlotKey, for attribute: any AttributeValue) -> (Int, Bool) {
        if let index = slots[key] { return (index, false) }
        let index = tracks.count
        tracks.append(attribute.makeTrack())
        slots[key] = index
        return (index, true)
    }

    /// The index of the state shown at `time`.
    internal func stateIndex(at time: Double) -> Int {
        guard !time.isNaN else { return 0 }
        var low = 0
        var high = states.count
        while low < high {
            let middle = (low + high) / 2
            if states[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}
