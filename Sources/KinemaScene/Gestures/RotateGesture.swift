import Foundation
import KinemaCore

/// A gesture that recognizes a two-finger rotation and follows its angle, as SwiftUI's
/// `RotateGesture`.
///
/// ```swift
/// @State private var angle = Angle.zero
///
/// Rectangle()
///     .rotationEffect(angle)
///     .gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
///
/// A two-finger gesture: recognized once the fingers turned by `minimumAngleDelta`; a
/// one-finger touch fails it.
public struct RotateGesture: Gesture, PrimitiveGesture {
    /// The attributes of a rotation.
    public struct Value: Equatable, Sendable {
        /// The scene date of the event.
        public var time: Date
        /// How far the fingers turned since they came down (clockwise positive, as on
        /// screen).
        public var rotation: Angle
        /// How fast the rotation changes, per second.
        public var velocity: Angle
        /// Where the centre of the fingers came down, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the centre of the fingers came down, in the view's local space.
        public var startLocation: CGPoint
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// How far the fingers must turn before the gesture is recognized.
    public var minimumAngleDelta: Angle

    /// Creates a rotate gesture.
    /// - Parameter minimumAngleDelta: How far the fingers must turn before the gesture is
    ///   recognized (NaN: 0).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        twistRecognizer(space: space, minimumAngleDelta: minimumAngleDelta).mapped {
            Value(
                time: $0.time, rotation: .radians($0.measure), velocity: .radians($0.velocity),
                startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// A gesture that recognizes a two-finger rotation and reports its angle, as SwiftUI's
/// (older) `RotationGesture`; prefer ``RotateGesture``.
public struct RotationGesture: Gesture, PrimitiveGesture {
    /// How far the fingers turned since they came down.
    public typealias Value = Angle
    /// A primitive gesture.
    public typealias Body = Never

    /// How far the fingers must turn before the gesture is recognized.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture.
    /// - Parameter minimumAngleDelta: How far the fingers must turn before the gesture is
    ///   recognized (NaN: 0).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Angle> {
        twistRecognizer(space: space, minimumAngleDelta: minimumAngleDelta).mapped {
            .radians($0.measure)
        }
    }
}

/// The recognizer of both rotation gestures.
@MainActor
private func twistRecognizer(space: GestureSpace, minimumAngleDelta: Angle)
    -> TwoFingerRecognizer
{
    TwoFingerRecognizer(space: space, neutral: 0, threshold: minimumAngleDelta.radians) {
        $0.rotation
    }
}
