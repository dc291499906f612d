import CoreGraphics
import SwiftUI

/// A ball moved by a velocity vector and bounced off the walls, stepped by a timer: the
/// physics-style animation apps write with `CGVector`, and an arrow drawn along the
/// velocity with `Path` arithmetic.
struct VelocityBall: View {
    let bounds: CGSize
    let radius: CGFloat = 10
    @State private var position = CGPoint(x: 20, y: 20)
    @State private var velocity = CGVector(dx: 90, dy: 60)
    private let step: TimeInterval = 0.1
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack(alignment: .topLeading) {
            Path { path in
                path.move(to: position)
                path.addLine(to: position + velocity * 0.5)
            }
            .stroke(Color.gray, lineWidth: 2)
            Circle()
                .fill(Color.orange)
                .frame(width: radius * 2, height: radius * 2)
                .position(position)
        }
        .frame(width: bounds.width, height: bounds.height)
        .onReceive(timer) { _ in advance() }
    }

    /// Moves the ball by one step and reflects it off a wall it went past.
    private func advance() {
        position = position + velocity * step
        if position.x > bounds.width - radius || position.x < radius {
            position.x =
                position.x > radius
                ? 2 * (bounds.width - radius) - position.x : 2 * radius - position.x
            velocity.dx = -velocity.dx
        }
        if position.y > bounds.height - radius || position.y < radius {
            position.y =
                position.y > radius
                ? 2 * (bounds.height - radius) - position.y : 2 * radius - position.y
            velocity.dy = -velocity.dy
        }
    }
}

extension CGVector {
    static func * (vector: CGVector, scalar: CGFloat) -> CGVector {
        CGVector(dx: vector.dx * scalar, dy: vector.dy * scalar)
    }
}

extension CGPoint {
    static func + (point: CGPoint, vector: CGVector) -> CGPoint {
        CGPoint(x: point.x + vector.dx, y: point.y + vector.dy)
    }
}
