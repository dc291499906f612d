import Foundation
import KinemaCore

/// A gesture that follows a finger as it moves, as SwiftUI's `DragGesture`.
///
/// ```swift
/// @State private var offset = CGSize.zero
///
/// Circle()
///     .offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
///
/// The gesture is recognized once the finger has moved `minimumDistance` points from
/// where it came down (at once for 0); from then on every move changes its value, and the
/// lift ends it. A touch that lifts before moving that far fails: no `onEnded`.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The attributes of a drag.
    public struct Value: Equatable, Sendable {
        /// The scene date of the event (the host's start date plus the scene time).
        public var time: Date
        /// Where the finger is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the finger came down, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// How far the finger moved since it came down: `location - startLocation`.
        public var translation: CGSize
        /// How fast the finger moves, in points per second: the move between the last two
        /// events at different times over the time between them (zero at first).
        public var velocity: CGSize
        /// Where the finger would stop if it lifted now and slowed down as a scroll view
        /// does (``DragGesture/decelerationTime`` times ``velocity`` beyond ``location``).
        public var predictedEndLocation: CGPoint
        /// The translation at ``predictedEndLocation``.
        public var predictedEndTranslation: CGSize
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// How far the finger must move before the gesture is recognized, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations.
    public var coordinateSpace: CoordinateSpace

    /// The time, in seconds, that turns a velocity into the distance a throw travels
    /// (Kinema's own): 0.499, UIKit's normal deceleration rate (0.998 per millisecond)
    /// projected as `rate / (1 - rate) / 1000`.
    public static let decelerationTime = 0.499

    /// Creates a drag gesture.
    /// - Parameters:
    ///   - minimumDistance: How far the finger must move before the gesture is
    ///     recognized, in points (NaN: 10).
    ///   - coordinateSpace: The space of the reported locations.
    public init(
        minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
    ) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a drag gesture in a coordinate space given by its case.
    /// - Parameters:
    ///   - minimumDistance: How far the finger must move before the gesture is
    ///     recognized, in points (NaN: 10).
    ///   - coordinateSpace: The space of the reported locations.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        DragRecognizer(
            minimumDistance: minimumDistance.isNaN ? 10 : minimumDistance, space: space,
            coordinateSpace: coordinateSpace)
    }
}

/// Recognizes a drag of one finger.
@MainActor
internal final class DragRecognizer: GestureRecognizer {
    private let minimumDistance: CGFloat
    private let space: GestureSpace
    private let coordinateSpace: CoordinateSpace
    private var start = CGPoint.zero
    private var last: (time: Double, location: CGPoint) = (0, .zero)
    private var velocity = CGSize.zero
    private var isActive = false

    internal init(minimumDistance: CGFloat, space: GestureSpace, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.space = space
        self.coordinateSpace = coordinateSpace
    }

    internal func handle(_ input: GestureInput) -> GestureUpdate<DragGesture.Value> {
        let event = input.event
        switch event.phase {
        case .began:
            guard event.touchCount == 1 else { return .failed }
            start = event.location
            last = (event.time, event.location)
            isActive = minimumDistance <= 0
            return isActive ? .changed(value(input)) : .none
        case .moved, .ended:
            let elapsed = event.time - last.time
            if elapsed > 0 {
                velocity = CGSize(
                    width: (event.location.x - last.location.x) / CGFloat(elapsed),
                    height: (event.location.y - last.location.y) / CGFloat(elapsed))
            }
            last = (event.time, event.location)
            if !isActive, start.distance(to: event.location) >= minimumDistance {
                isActive = true
            }
            if event.phase == .ended { return isActive ? .ended(value(input)) : .failed }
            return isActive ? .changed(value(input)) : .none
        case .elapsed:
            return .none
        }
    }

    /// The value at the last event.
    private func value(_ input: GestureInput) -> DragGesture.Value {
        let location = space.point(last.location, in: coordinateSpace)
        let startLocation = space.point(start, in: coordinateSpace)
        let translation = CGSize(
            width: location.x - startLocation.x, height: location.y - startLocation.y)
        let throwing = CGFloat(DragGesture.decelerationTime)
        return DragGesture.Value(
            time: input.date, location: location, startLocation: startLocation,
            translation: translation, velocity: velocity,
            predictedEndLocation: CGPoint(
                x: location.x + velocity.width * throwing,
                y: location.y + velocity.height * throwing),
            predictedEndTranslation: CGSize(
                width: translation.width + velocity.width * throwing,
                height: translation.height + velocity.height * throwing))
    }
}
