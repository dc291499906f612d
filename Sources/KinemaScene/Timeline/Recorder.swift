import KinemaAnimation
import KinemaCore

/// Walks a new state's tree and records its attribute targets into the tracks, with
/// the animation that applies to each element.
///
/// The animation of an element is the change's, overridden by the innermost enclosing
/// `animation(_:value:)` whose value differs from the previous state's. A newly
/// inserted element (an identity absent from the previous state) starts from its
/// targets without animation, and the topmost inserted element animates its
/// transition's progress from 0 to 1 with its parent's animation.
internal struct Recorder {
    internal let storage: TimelineStorage
    internal let time: Double
    internal let previous: CompiledState?
    internal let isFirst: Bool
    internal var elements: [Int: Element] = [:]
    internal var parents: [Int: Int] = [:]
    internal var previousSiblings: [Int: Int] = [:]
    internal var animations: [Int: Animation?] = [:]
    internal var layoutDataTracks: [Int] = []

    internal init(storage: TimelineStorage, time: Double, previous: CompiledState?, isFirst: Bool) {
        self.storage = storage
        self.time = time
        self.previous = previous
        self.isFirst = isFirst
    }

    /// Records `element` and its subtree.
    /// - Parameters:
    ///   - parent: The parent element, if any.
    ///   - animation: The animation in effect at the parent.
    ///   - jumpsFrame: Whether the element's frame must jump (an ancestor's layout data
    ///     changed, and the layout itself animates the move).
    ///   - outer: The animation outside the innermost `animation(_:body:)` scope.
    internal mutating func record(
        _ element: Element, parent: Element?, animation: Animation?, outer: Animation?,
        jumpsFrame: Bool = false
    ) {
        let id = element.identity
        elements[id] = element
        if let parent { parents[id] = parent.identity }
        let old = previous?.elements[id]
        let isInserted = old == nil && !isFirst
        var animation = animation
        var outer = outer
        switch element.kind {
        case .animation(let scope):
            if let value = scope.value {
                if case .animation(let oldScope)? = old?.kind, let oldValue = oldScope.value,
                    !value.isEqual(to: oldValue)
                {
                    animation = scope.animation
                }
            } else {
                outer = animation
                animation = scope.animation
            }
        case .animationReset:
            animation = outer
        case .dynamic(let content):
            let start = content.startsOnAppearance ? max(time, 0) : -Double.infinity
            if case .dynamic(let oldContent)? = old?.kind, let old {
                element.clockStart =
                    content.restartsClock(replacing: oldContent) ? time : old.clockStart
            } else {
                element.clockStart = start
            }
        default:
            break
        }
        animations[id] = animation
        let own = isInserted ? nil : animation

        var changedLayoutData = false
        element.tracks = []
        for (index, attribute) in element.attributes.enumerated() {
            let key = SlotKey(
                identity: id, index: index, type: attribute.typeKey, variant: attribute.variant)
            let (track, isNew) = storage.track(key, for: attribute)
            if !isNew {
                let before = storage.tracks[track].changeCount
                attribute.record(into: storage.tracks[track], at: time, animation: own)
                if index == 0, storage.tracks[track].changeCount != before {
                    changedLayoutData = true
                }
            }
            element.tracks.append(track)
        }
        if element.isLayoutNode {
            let frame = Attribute(element.frame.animatableData)
            let key = SlotKey(identity: id, index: -1, type: frame.typeKey, variant: 0)
            let (track, isNew) = storage.track(key, for: frame)
            if !isNew {
                frame.record(
                    into: storage.tracks[track], at: time, animation: jumpsFrame ? nil : own)
            }
            element.frameTrack = track
        }
        if case .container(let container) = element.kind, container.hasLayoutData,
            let track = element.tracks.first
        {
            layoutDataTracks.append(track)
        } else {
            changedLayoutData = false
        }

        if isInserted, let parent, previous?.elements[parent.identity] != nil {
            recordInsertion(id, animation: animation)
        }
        element.transitionTrack = storage.progressTracks[id] ?? -1

        var sibling: Int?
        for child in element.children {
            if let sibling { previousSiblings[child.identity] = sibling }
            sibling = child.identity
            record(
                child, parent: element, animation: animation, outer: outer,
                jumpsFrame: jumpsFrame || changedLayoutData)
        }
    }

    /// Animates the transition progress of an inserted element towards 1.
    private func recordInsertion(_ id: Int, animation: Animation?) {
        let index: Int
        if let existing = storage.progressTracks[id] {
            index = existing
        } else {
            index = storage.tracks.count
            storage.tracks.append(Attribute(0.0).makeTrack())
            storage.progressTracks[id] = index
        }
        Attribute(1.0).record(into: storage.tracks[index], at: time, animation: animation)
    }
}
