import SwiftUI

/// A fountain of sparks drawn with Canvas, as an app writes it: every spark is a pure
/// function of its index and the time.
struct ParticleFountain: View {
    var time: Double

    var body: some View {
        Canvas { context, size in
            let base = CGPoint(x: size.width / 2, y: size.height - 10)
            for i in 0..<120 {
                let age = (time - Double(i) * 0.025)
                if age < 0 || age > 1.6 { continue }
                let jitter = sin(Double(i) * 12.9898) * 43758.5453
                let r = jitter - jitter.rounded(.down)
                let angle = Angle.degrees(-90 + (r - 0.5) * 50)
                let speed = 110.0 + 30 * r
                let p = CGPoint(
                    x: base.x + cos(angle.radians) * speed * age,
                    y: base.y + sin(angle.radians) * speed * age + 60 * age * age)
                var spark = context
                spark.opacity = max(0, 1 - age / 1.6)
                spark.translateBy(x: p.x, y: p.y)
                spark.fill(
                    Path(ellipseIn: CGRect(x: -3, y: -3, width: 6, height: 6)),
                    with: .color(Color(hue: 0.55 + 0.1 * r, saturation: 0.8, brightness: 1)))
            }
        }
        .frame(width: 140, height: 160)
        .background(Color.black)
    }
}
