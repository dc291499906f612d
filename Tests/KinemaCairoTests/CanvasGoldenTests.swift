import Foundation
import KinemaCairo
import KinemaCairoTestSupport
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaViews
import Testing

/// A particle emitter drawn by a `Canvas` from the scene's time: each particle's
/// position, size and opacity is a pure function of (index, time), so any frame time
/// renders on its own.
struct ParticleEmitter: View {
    var time: Double

    var body: some View {
        Canvas { context, size in
            let origin = CGPoint(x: size.width / 2, y: size.height * 0.85)
            let lifetime = 1.5
            for index in 0..<80 {
                let age = time - Double(index) * 0.04
                guard age >= 0, age < lifetime else { continue }
                let spread = Double((index * 7919) % 997) / 997 - 0.5
                let angle = -Double.pi / 2 + spread * 1.3
                let speed = 70 + 50 * Double((index * 31) % 17) / 17
                let x = origin.x + cos(angle) * speed * age
                let y = origin.y + sin(angle) * speed * age + 45 * age * age
                let fade = 1 - age / lifetime
                let radius = 1.5 + 6 * fade
                var particle = context
                particle.opacity = fade
                particle.fill(
                    Path(
                        ellipseIn: CGRect(
                            x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)),
                    with: .color(
                        Color(hue: 0.02 + 0.12 * (spread + 0.5), saturation: 0.9, brightness: 1)))
            }
        }
        .frame(width: 160, height: 160)
        .background(Color(red: 0.08, green: 0.08, blue: 0.14))
    }
}

/// A generative loader: twelve dots around a circle whose size and opacity follow a
/// wave travelling with time, drawn rotated with `rotate(by:)`, with a soft glow.
struct DotLoader: View {
    var time: Double

    var body: some View {
        Canvas { context, size in
            context.translateBy(x: size.width / 2, y: size.height / 2)
            var glow = context
            glow.addFilter(.blur(radius: 4))
            for index in 0..<12 {
                let phase = (time * 1.2 - Double(index) / 12).truncatingRemainder(dividingBy: 1)
                let wave = 0.5 + 0.5 * cos(2 * .pi * (phase < 0 ? phase + 1 : phase))
                var dot = context
                dot.rotate(by: .degrees(Double(index) * 30))
                dot.opacity = 0.25 + 0.75 * wave
                let r = 3 + 4 * wave
                let rect = CGRect(x: 38 - r, y: -r, width: 2 * r, height: 2 * r)
                dot.fill(Path(ellipseIn: rect), with: .color(.indigo))
                if wave > 0.8 {
                    var halo = glow
                    halo.rotate(by: .degrees(Double(index) * 30))
                    halo.fill(
                        Path(ellipseIn: rect.insetBy(dx: -3, dy: -3)),
                        with: .color(.cyan.opacity(0.6)))
                }
            }
            context.draw(
                Text("\(Int(time * 100) % 100)%").font(.system(size: 14, weight: .bold)),
                at: .zero)
        }
        .frame(width: 120, height: 120)
    }
}

@MainActor
@Suite("Canvas goldens")
struct CanvasGoldenTests {
    /// The frames of a view of the time, one state per frame time.
    func frames<V: View>(
        _ times: [Double], size: CGSize, @ViewBuilder _ content: @escaping @Sendable (Double) -> V
    ) throws -> [RGBAImage] {
        var timeline = SceneTimeline(
            size: size, initialState: 0.0, measurer: PangoTextMeasurer(), content: content)
        for time in times { timeline.change(at: time) { $0 = time } }
        #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
        let renderer = DisplayListRenderer()
        return try times.map {
            try renderer.render(
                timeline.frame(at: $0), options: DisplayListRenderOptions(background: .white))
        }
    }

    @Test func particleEmitter() throws {
        let times = [0.3, 1.0, 2.5]
        let images = try frames(times, size: CGSize(width: 160, height: 160)) {
            ParticleEmitter(time: $0)
        }
        for (time, image) in zip(times, images) {
            expectSnapshot(image, named: "particles-\(time)")
        }
        // Particles rise: at 1.0 s there is colour above the middle, at 0.3 s none near the top.
        func coloured(_ image: RGBAImage, rows: Range<Int>) -> Int {
            var count = 0
            for y in rows { for x in 0..<160 where image[x, y].red > 120 { count += 1 } }
            return count
        }
        #expect(coloured(images[1], rows: 20..<80) > 0)
        #expect(coloured(images[0], rows: 0..<40) == 0)
    }

    @Test func dotLoader() throws {
        let times = [0.0, 0.4]
        let images = try frames(times, size: CGSize(width: 120, height: 120)) {
            DotLoader(time: $0)
        }
        for (time, image) in zip(times, images) {
            expectSnapshot(image, named: "loader-\(time)")
        }
        #expect(images[0] != images[1])
    }
}
