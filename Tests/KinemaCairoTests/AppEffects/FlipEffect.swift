import SwiftUI

/// The flip effect found in many SwiftUI tutorials: a Core Animation transform with its
/// own perspective, turned into a `ProjectionTransform`.
struct FlipEffect: GeometryEffect {
    var angle: Double
    let axis: (x: CGFloat, y: CGFloat)

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let a = CGFloat(Angle(degrees: angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, axis.x, axis.y, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
        let affineTransform = ProjectionTransform(
            CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}

struct FlipTile: View {
    var flipped: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(flipped ? Color.indigo : Color.mint)
            .frame(width: 90, height: 60)
            .overlay(Text(flipped ? "B" : "A").font(.system(size: 24, weight: .bold)))
            .modifier(FlipEffect(angle: flipped ? 180 : 0, axis: (x: 1, y: 0)))
    }
}
