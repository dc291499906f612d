import Foundation
import KinemaCore

/// A gesture that recognizes a pinch and follows its scale, as SwiftUI's `MagnifyGesture`.
///
/// ```swift
/// @GestureState private var zoom = 1.0
///
/// Image("map")
///     .scaleEffect(zoom)
///     .gesture(MagnifyGesture().updating($zoom) { value, state, _ in
///         state = value.magnification
///     })
/// ```
///
/// A two-finger gesture: recognized once the fingers' spread changed by
/// `minimumScaleDelta`; a one-finger touch fails it.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// The attributes of a pinch.
    public struct Value: Equatable, Sendable {
        /// The scene date of the event.
        public var time: Date
        /// The scale of the fingers' spread since they came down (1 at first).
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// Where the centre of the fingers came down, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the centre of the fingers came down, in the view's local space.
        public var startLocation: CGPoint
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// How much the scale must change before the gesture is recognized.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture.
    /// - Parameter minimumScaleDelta: How much the scale must change before the gesture is
    ///   recognized (NaN: 0).
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value> {
        pinchRecognizer(space: space, minimumScaleDelta: minimumScaleDelta).mapped {
            Value(
                time: $0.time, magnification: CGFloat($0.measure), velocity: CGFloat($0.velocity),
                startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}

/// A gesture that recognizes a pinch and reports its scale, as SwiftUI's (older)
/// `MagnificationGesture`; prefer ``MagnifyGesture``.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    /// The scale of the fingers' spread since they came down (1 at first).
    public typealias Value = CGFloat
    /// A primitive gesture.
    public typealias Body = Never

    /// How much the scale must change before the gesture is recognized.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture.
    /// - Parameter minimumScaleDelta: How much the scale must change before the gesture is
    ///   recognized (NaN: 0).
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    @MainActor internal func recognizer(in space: GestureSpace) -> any GestureRecognizer<CGFloat> {
        pinchRecognizer(space: space, minimumScaleDelta: minimumScaleDelta).mapped {
            CGFloat($0.measure)
        }
    }
}

/// The recognizer of both pinch gestures.
@MainActor
private func pinchRecognizer(space: GestureSpace, minimumScaleDelta: CGFloat)
    -> TwoFingerRecognizer
{
    TwoFingerRecognizer(space: space, neutral: 1, threshold: minimumScaleDelta) {
        $0.magnification
    }
}
