import Foundation
import KinemaCore
import KinemaGraphics

/// Signals and status: a bell with a badge, a speaker with three waves, radio waves, a full
/// battery, a seal with a checkmark, a sun behind a rain cloud.
nonisolated extension SymbolCatalog {
    internal static var signals: [String: SymbolEntry] {
        let speaker = polygon(
            p(-50, -13), p(-34, -13), p(-10, -34), p(-10, 34), p(-34, 13), p(-50, 13))
        var waves = Path()
        for (radius, spread) in [(18.0, 42.0), (35, 46), (52, 48)] {
            waves.addPath(arc(p(-10, 0), radius, from: -spread, to: spread))
        }
        let badge = SymbolLayer(level: 0, elements: [.fill(circle(p(31, -31), 14))], cut: .gap(0.6))
        let battery = roundedRect(-50, -24, 88, 48, radius: 12)
        let seal = scallopedCircle
        let sealMark = lines(p(-18, 0), p(-5, 14), p(19, -13))
        return [
            "bell.badge": SymbolEntry(
                SymbolDesign([
                    SymbolLayer(level: 1, elements: [.stroke(bell), .stroke(clapper)]), badge,
                ]),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(bell), .fill(clapper)]), badge,
                ]),
                isEnclosable: false),
            "speaker.wave.3": SymbolEntry(
                SymbolDesign(.stroke(speaker), .stroke(waves)),
                filled: SymbolDesign(.fill(speaker), .stroke(waves)), isEnclosable: false),
            "dot.radiowaves.left.and.right": SymbolEntry(radioWaves, isEnclosable: false),
            "battery.100": SymbolEntry(
                SymbolDesign([
                    SymbolLayer(
                        level: 1,
                        elements: [.stroke(battery), .fill(roundedRect(43, -10, 7, 20, radius: 3))]),
                    SymbolLayer(
                        level: 0, elements: [.fill(roundedRect(-37, -11, 62, 22, radius: 4))]),
                ]),
                isEnclosable: false),
            "checkmark.seal": SymbolEntry(
                SymbolDesign(.stroke(seal), .stroke(sealMark)),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(seal)]),
                    SymbolLayer(level: 0, elements: [.stroke(sealMark)], cut: .hole),
                ]),
                isEnclosable: false),
            "cloud.sun.rain": SymbolEntry(
                sunCloudRain(filled: false), filled: sunCloudRain(filled: true),
                isEnclosable: false),
        ]
    }

    /// A dot between two pairs of arcs, one pair opening to each side.
    private static var radioWaves: SymbolDesign {
        var arcs = Path()
        for radius in [24.0, 44] {
            arcs.addPath(arc(.zero, radius, from: -42, to: 42))
            arcs.addPath(arc(.zero, radius, from: 138, to: 222))
        }
        return SymbolDesign(.fill(circle(.zero, 9)), .stroke(arcs))
    }

    /// A seal: a circle with twelve rounded points.
    private static var scallopedCircle: Path {
        var path = Path()
        let points = 12
        for index in 0..<points {
            let start = 360 / Double(points) * Double(index) - 90
            let tip = point(on: .zero, 46, at: start)
            let next = point(on: .zero, 46, at: start + 360 / Double(points))
            let dip = point(on: .zero, 36, at: start + 180 / Double(points))
            if index == 0 { path.move(to: tip) }
            path.addQuadCurve(to: next, control: dip)
        }
        path.closeSubpath()
        return path
    }

    /// A sun at the top right beside a cloud, and three drops of rain falling under the
    /// cloud: the sun, the cloud and the rain are three layers, in that order. The sun clears
    /// the cloud's bumps (its centre is 34 units from the top bump's, whose radius and the
    /// sun's add to 32.6).
    private static func sunCloudRain(filled: Bool) -> SymbolDesign {
        let sunCentre = p(24, -24)
        var rays = Path()
        for degrees in [-135.0, -90, -45, 0] {
            rays.move(to: point(on: sunCentre, 18, at: degrees))
            rays.addLine(to: point(on: sunCentre, 25, at: degrees))
        }
        let sun = circle(sunCentre, 11)
        let cloudShape = cloud.applying(
            CGAffineTransform(scaleX: 0.8, y: 0.8).concatenating(
                CGAffineTransform(translationX: -8, y: -6)))
        let rain = segments(
            (p(-30, 30), p(-36, 44)), (p(-10, 30), p(-16, 44)), (p(10, 30), p(4, 44)))
        return SymbolDesign([
            SymbolLayer(level: 1, elements: [filled ? .fill(sun) : .stroke(sun), .stroke(rays)]),
            SymbolLayer(
                level: 0, elements: [filled ? .fill(cloudShape) : .stroke(cloudShape)],
                cut: .gap(0.6)),
            SymbolLayer(level: 2, elements: [.stroke(rain)]),
        ])
    }
}
