import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A linear gauge's track: filled to the fraction, or with a marker at it.
nonisolated internal struct GaugeBar: View {
    let fraction: Double
    let thickness: CGFloat
    let marker: Bool
    let accent: Color

    var body: some View {
        ZStack(alignment: .leading) {
            if marker {
                Capsule().fill(accent.opacity(0.3))
                GaugeLinearMarker(fraction: fraction, diameter: thickness + 2)
                    .fill(accent)
            } else {
                Capsule().fill(ControlPalette.track)
                GaugeLinearFill(fraction: fraction).fill(accent)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: marker ? thickness + 2 : thickness)
    }
}

/// The filled part of a linear track, a capsule from the leading edge to the fraction.
nonisolated internal struct GaugeLinearFill: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let width = max(rect.width * CGFloat(fraction), 0)
        return Path(
            roundedRect: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
            cornerRadius: min(rect.height, width) / 2)
    }
}

/// The marker of an accessory linear gauge: a circle centred at the fraction.
nonisolated internal struct GaugeLinearMarker: Shape {
    var fraction: Double
    let diameter: CGFloat

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let x = rect.minX + diameter / 2 + CGFloat(fraction) * max(rect.width - diameter, 0)
        return Path(
            ellipseIn: CGRect(
                x: x - diameter / 2, y: rect.midY - diameter / 2, width: diameter,
                height: diameter))
    }
}

/// The angles of an accessory circular gauge: a 270° arc from 135° (bottom left),
/// clockwise through the top, to 405° (bottom right).
nonisolated internal enum GaugeArcGeometry {
    static let start = 135.0
    static let sweep = 270.0
    /// The angle, in degrees, of `fraction` along the arc.
    static func angle(_ fraction: Double) -> Double { start + sweep * fraction }
    /// The radius of the arc's centre line in `rect`, 6 point wide.
    static func radius(in rect: CGRect) -> CGFloat { max(min(rect.width, rect.height) / 2 - 3, 0) }
}

/// The open ring of an accessory circular gauge, up to the fraction.
nonisolated internal struct GaugeArc: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY),
            radius: GaugeArcGeometry.radius(in: rect),
            startAngle: .degrees(GaugeArcGeometry.start),
            endAngle: .degrees(GaugeArcGeometry.angle(fraction)), clockwise: false)
        return path
    }
}

/// The marker of an accessory circular gauge: a 7 point circle on the arc at the
/// fraction.
nonisolated internal struct GaugeArcMarker: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = GaugeArcGeometry.radius(in: rect)
        let angle = GaugeArcGeometry.angle(fraction) * .pi / 180
        let center = CGPoint(
            x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle))
        )
        return Path(ellipseIn: CGRect(x: center.x - 3.5, y: center.y - 3.5, width: 7, height: 7))
    }
}
