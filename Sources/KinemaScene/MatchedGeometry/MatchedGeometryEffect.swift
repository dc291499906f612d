import Foundation
import KinemaCore
import KinemaGraphics

/// What a matched geometry effect matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The key of a matched geometry group: an id in a namespace.
nonisolated internal struct MatchedGeometryKey: Hashable, Sendable {
    internal let namespace: Namespace.ID
    internal let id: SendableHashable
}

/// The effect of `matchedGeometryEffect`: draws nothing itself; the record stage reads
/// it to move frames (see `MatchedGeometry`).
@SlotOwner
nonisolated internal struct MatchedGeometryEffect: EffectContent {
    internal let key: MatchedGeometryKey
    internal let properties: MatchedGeometryProperties
    internal let anchor: UnitPoint
    internal let isSource: Bool

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int { 0 }
}

nonisolated extension View {
    /// Matches the view's geometry with the other views of the same id in a namespace,
    /// as SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    ///
    /// ```swift
    /// if selected == tab {
    ///     Capsule().fill(.blue).matchedGeometryEffect(id: "pill", in: tabs)
    /// }
    /// ```
    ///
    /// - A *hero move*: when a view with the id appears in a change (`withAnimation`, an
    ///   animated timeline change) and a source of the id was on screen in the state
    ///   before, the new view starts at the old view's frame (its position and size, as
    ///   `properties` says) and animates to its own with the change's animation; the
    ///   frames of its content start mapped the same way (text moves with its centre and
    ///   keeps its size), rather than laid out again at each size as SwiftUI does. The
    ///   leaving view's drawing moves and scales to the new frame as it fades out.
    ///   Without animation, the new view is where it is at once.
    /// - A view with `isSource: false` takes the frame of the source of its id in the
    ///   same state (and so moves, animated, when the id or the source's frame changes);
    ///   without a source, it keeps its own.
    ///
    /// Kinema moves the frames that layout gave: a layout that animates its own data
    /// (which lays out again at every frame) keeps its frames there. Several sources of
    /// one id in one state: the first in the tree is used, with a diagnostic.
    /// - Parameters:
    ///   - id: The id, unique in the namespace among the sources on screen.
    ///   - namespace: The namespace (`@Namespace var ...`).
    ///   - properties: What to match: the frame (position and size) by default.
    ///   - anchor: The point of the view that `.position` matches; the centre by default.
    ///   - isSource: Whether the view gives its geometry (`true`) or takes the source's.
    public func matchedGeometryEffect<ID: Hashable & Sendable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> ModifiedContent<Self, _EffectModifier> {
        let key = MatchedGeometryKey(namespace: namespace, id: SendableHashable(id))
        return modifier(
            _EffectModifier { context in
                let clean = UnitPoint(
                    x: context.finite(anchor.x, or: 0.5, "matchedGeometryEffect anchor x"),
                    y: context.finite(anchor.y, or: 0.5, "matchedGeometryEffect anchor y"))
                return MatchedGeometryEffect(
                    key: key, properties: properties, anchor: clean, isSource: isSource)
            })
    }
}
