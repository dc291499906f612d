import Foundation
import KinemaCore

/// A gesture that recognizes one or more taps, as SwiftUI's `TapGesture`.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
/// ```
///
/// It ends when the finger lifts within 10 points of where it came down, after `count`
/// taps; it fails when the finger moves farther, or lifts after fewer taps.
public struct TapGesture: Gesture, PrimitiveGesture {
    /// The gesture has no value.
    public typealias Value = Void
    /// A primitive gesture.
    public typealias Body = Never

    /// The number of taps required.
    public var count: Int

    /// Creates a tap gesture.
    /// - Parameter count: The number of taps required (at least 1).
    public init(count: Int = 1) { self.count = count }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Void> {
        TapRecognizer(count: count).mapped { _ in () }
    }
}

/// A gesture that recognizes taps and reports where they were, as SwiftUI's
/// `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The location of the tap, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The number of taps required.
    public var count: Int
    /// The coordinate space of ``Value/location``.
    public var coordinateSpace: CoordinateSpace

    /// Creates a spatial tap gesture.
    /// - Parameters:
    ///   - count: The number of taps required (at least 1).
    ///   - coordinateSpace: The space of the reported location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a spatial tap gesture in a coordinate space given by its case.
    /// - Parameters:
    ///   - count: The number of taps required (at least 1).
    ///   - coordinateSpace: The space of the reported location.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        let coordinateSpace = self.coordinateSpace
        return TapRecognizer(count: count).mapped {
            Value(location: space.point($0, in: coordinateSpace))
        }
    }
}

/// Recognizes taps of one finger: ends at the lift (with the lift's location in the
/// scene's layout space) when the touch stayed within ``slop`` points and stood for at
/// least `count` taps.
@MainActor
internal final class TapRecognizer: GestureRecognizer {
    /// How far a finger may move and still tap, in points.
    internal static let slop: CGFloat = 10
    private let count: Int
    private var start = CGPoint.zero

    internal init(count: Int) { self.count = max(count, 1) }

    internal func handle(_ input: GestureInput) -> GestureUpdate<CGPoint> {
        let event = input.event
        switch event.phase {
        case .began:
            start = event.location
            return event.touchCount == 1 ? .none : .failed
        case .moved, .ended:
            if start.distance(to: event.location) > Self.slop { return .failed }
            guard event.phase == .ended else { return .none }
            return event.tapCount >= count ? .ended(event.location) : .failed
        case .elapsed:
            return .none
        }
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    internal func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}
