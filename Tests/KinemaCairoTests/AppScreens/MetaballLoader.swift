import SwiftUI

/// The classic metaball loader: four balls, the canvas's symbols, circle the centre; the
/// canvas blurs them and thresholds the alpha, so where they come close they merge.
struct MetaballLoader: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let time = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                context.addFilter(.alphaThreshold(min: 0.5, color: .indigo))
                context.addFilter(.blur(radius: 9))
                context.drawLayer { layer in
                    for index in 0..<4 {
                        guard let ball = context.resolveSymbol(id: index) else { continue }
                        let angle = time * 1.6 + Double(index) * .pi / 2
                        let radius = 30 + 16 * sin(time * 2.2 + Double(index))
                        layer.draw(
                            ball,
                            at: CGPoint(
                                x: center.x + cos(angle) * radius,
                                y: center.y + sin(angle) * radius))
                    }
                    if let core = context.resolveSymbol(id: "core") {
                        layer.draw(core, at: center)
                    }
                }
            } symbols: {
                ForEach(0..<4, id: \.self) { index in
                    Circle()
                        .frame(width: 30, height: 30)
                        .tag(index)
                }
                Circle()
                    .frame(width: 40, height: 40)
                    .tag("core")
            }
            .frame(width: 160, height: 160)
        }
    }
}
