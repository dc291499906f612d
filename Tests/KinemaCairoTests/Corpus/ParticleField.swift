import SwiftUI

struct Particle: Identifiable {
    let id = UUID()
    var x: Double
    var y: Double
    var speed: Double
    var size: Double
    var hue: Double
}

@Observable
final class ParticleSystem {
    var particles: [Particle] = []
    var lastUpdate = Date()

    init(count: Int = 60) {
        var generator = SplitMixRandom(seed: 42)
        particles = (0..<count).map { _ in
            Particle(
                x: Double.random(in: 0...1, using: &generator),
                y: Double.random(in: 0...1, using: &generator),
                speed: Double.random(in: 0.05...0.3, using: &generator),
                size: Double.random(in: 2...6, using: &generator),
                hue: Double.random(in: 0.5...0.8, using: &generator)
            )
        }
    }

    func update(date: Date) {
        let delta = date.timeIntervalSince(lastUpdate)
        lastUpdate = date
        guard delta < 1 else { return }
        for index in particles.indices {
            particles[index].y -= particles[index].speed * delta
            if particles[index].y < 0 { particles[index].y += 1 }
        }
    }
}

struct SplitMixRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct ParticleFieldView: View {
    @State private var system = ParticleSystem()

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                system.update(date: timeline.date)
                context.blendMode = .plusLighter
                for particle in system.particles {
                    let rect = CGRect(
                        x: particle.x * size.width,
                        y: particle.y * size.height,
                        width: particle.size,
                        height: particle.size
                    )
                    context.opacity = 0.4 + particle.y * 0.6
                    context.fill(
                        Circle().path(in: rect),
                        with: .color(Color(hue: particle.hue, saturation: 0.8, brightness: 1))
                    )
                }
            }
        }
        .background(Color.black)
        .ignoresSafeArea()
    }
}

struct StarfieldView: View {
    let start = Date()

    var body: some View {
        TimelineView(.animation(minimumInterval: 1 / 30, paused: false)) { context in
            let time = context.date.timeIntervalSince(start)
            Canvas { ctx, size in
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                ctx.translateBy(x: center.x, y: center.y)
                for i in 0..<40 {
                    let angle = Double(i) * 0.618 * 2 * .pi
                    let radius = (time * 30 + Double(i) * 7).truncatingRemainder(dividingBy: 120)
                    let point = CGPoint(x: cos(angle) * radius, y: sin(angle) * radius)
                    var layer = ctx
                    layer.opacity = radius / 120
                    layer.fill(
                        Path(
                            ellipseIn: CGRect(
                                x: point.x - 1.5, y: point.y - 1.5, width: 3, height: 3)),
                        with: .color(.white)
                    )
                }
            }
        }
        .frame(width: 240, height: 240)
        .background(.black)
    }
}

#Preview {
    ParticleFieldView()
}
