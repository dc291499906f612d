import Foundation
import KinemaAnimation
import KinemaCore
import KinemaLayout
import KinemaScene

/// The 44-view recursive wheel demo: rings of 12, 12, 12 and 8 dots on a
/// `RecursiveWheelLayout` whose rotation animates (a layout's animatable data).
public struct WheelScene: View {
    /// The outer ring's turn.
    public var rotation: Angle
    /// The number of dots.
    public var count: Int

    /// Creates the wheel.
    public init(rotation: Angle, count: Int = 44) {
        self.rotation = rotation
        self.count = count
    }

    /// The dots on their rings.
    public var body: some View {
        RecursiveWheelLayout(radius: 150, rotation: rotation) {
            ForEach(0..<count) { i in
                Circle()
                    .fill(
                        Color(
                            hue: Double(i) / Double(max(count, 1)), saturation: 0.8, brightness: 0.9
                        )
                    )
                    .frame(idealWidth: 20, idealHeight: 20)
            }
        }
    }

    /// A timeline turning the wheel a full turn every 2 s with an ease-in-out, `turns`
    /// times.
    @MainActor
    public static func timeline(turns: Int = 3) -> SceneTimeline<Double> {
        var timeline = SceneTimeline(size: CGSize(width: 400, height: 400), initialState: 0.0) {
            degrees in
            WheelScene(rotation: .degrees(degrees))
        }
        for turn in 0..<max(turns, 0) {
            timeline.change(at: 2 * Double(turn), animation: .easeInOut(duration: 2)) {
                $0 += 360
            }
        }
        return timeline
    }
}

/// A large flat scene: `count` small squares in rows of 100, their offsets and
/// colours animating (for benchmarks of big scenes).
public struct GridOfSquares: View {
    /// Whether the squares are in their second position.
    public var moved: Bool
    /// The number of squares.
    public var count: Int

    /// Creates the scene.
    public init(moved: Bool, count: Int) {
        self.moved = moved
        self.count = count
    }

    /// Rows of squares.
    public var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<(count + 99) / 100) { row in
                HStack(spacing: 1) {
                    ForEach(0..<min(100, count - row * 100)) { column in
                        Rectangle()
                            .fill(moved ? Color.blue : Color.red)
                            .frame(width: 4, height: 4)
                            .offset(y: moved ? Double(column % 7) : 0)
                    }
                }
            }
        }
    }

    /// A timeline moving the squares at t = 0 over a second.
    @MainActor
    public static func timeline(count: Int = 10_000) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: CGSize(width: 600, height: 600), initialState: false) {
            moved in
            GridOfSquares(moved: moved, count: count)
        }
        timeline.change(at: 0, animation: .easeInOut(duration: 1)) { $0 = true }
        return timeline
    }
}
