import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene

/// The extractor demo's own picture when no `--image` is given: a sunset over the sea with
/// hills, drawn as a display list by the Cairo backend (300 x 200 pixels, opaque).
public enum GeneratedPhoto {
    /// The name display lists use for the picture (it is never a file on disk: the demo
    /// puts the image in its ``ImageStore`` under this name).
    public static let path = "kinema-generated/sunset.png"

    /// The picture's size in pixels.
    public static let size = CGSize(width: 300, height: 200)

    /// Renders the picture.
    /// - Throws: Only if Cairo cannot allocate a 300 x 200 surface.
    public static func render() throws -> RGBAImage {
        try DisplayListRenderer().render(DisplayList(size: size, items: items))
    }

    /// Sky, sun, sea with the sun's reflection, and two hills.
    static var items: [DisplayItem] {
        let (w, h) = (size.width, size.height)
        func stop(_ r: Double, _ g: Double, _ b: Double, _ at: Double) -> Gradient.Stop {
            Gradient.Stop(color: Color(red: r, green: g, blue: b), location: at)
        }
        let sky = Paint.linearGradient(
            stops: [
                stop(0.13, 0.16, 0.42, 0), stop(0.85, 0.35, 0.42, 0.6), stop(1, 0.72, 0.38, 1),
            ],
            start: .zero, end: CGPoint(x: 0, y: 0.62 * h))
        let sun = Paint.radialGradient(
            stops: [stop(1, 0.96, 0.7, 0), stop(1, 0.8, 0.3, 0.7), stop(1, 0.55, 0.3, 1)],
            center: CGPoint(x: 0.62 * w, y: 0.55 * h), startRadius: 0, endRadius: 30)
        let sea = Paint.linearGradient(
            stops: [stop(0.2, 0.25, 0.45, 0), stop(0.05, 0.1, 0.22, 1)],
            start: CGPoint(x: 0, y: 0.62 * h), end: CGPoint(x: 0, y: h))
        var far = Path()
        far.move(to: CGPoint(x: 0, y: 0.62 * h))
        far.addCurve(
            to: CGPoint(x: 0.45 * w, y: 0.62 * h), control1: CGPoint(x: 0.1 * w, y: 0.38 * h),
            control2: CGPoint(x: 0.3 * w, y: 0.42 * h))
        far.closeSubpath()
        var near = Path()
        near.move(to: CGPoint(x: 0.7 * w, y: h))
        near.addQuadCurve(to: CGPoint(x: w, y: 0.5 * h), control: CGPoint(x: 0.85 * w, y: 0.5 * h))
        near.addLine(to: CGPoint(x: w, y: h))
        near.closeSubpath()
        var reflection = Path()
        for row in 0..<6 {
            let y = 0.66 * h + CGFloat(row) * 9
            let half = 26 - CGFloat(row) * 3.5
            reflection.addRect(CGRect(x: 0.62 * w - half, y: y, width: 2 * half, height: 3))
        }
        return [
            .fill(
                path: Path(CGRect(origin: .zero, size: size)), paint: sky, eoFill: false,
                transform: .identity),
            .fill(
                path: Circle().path(
                    in: CGRect(x: 0.62 * w - 30, y: 0.55 * h - 30, width: 60, height: 60)),
                paint: sun, eoFill: false, transform: .identity),
            .fill(
                path: Path(CGRect(x: 0, y: 0.62 * h, width: w, height: 0.38 * h)), paint: sea,
                eoFill: false, transform: .identity),
            .fill(
                path: reflection,
                paint: .color(Color(red: 1, green: 0.75, blue: 0.4, opacity: 0.7)), eoFill: false,
                transform: .identity),
            .fill(
                path: far, paint: .color(Color(red: 0.3, green: 0.2, blue: 0.38)), eoFill: false,
                transform: .identity),
            .fill(
                path: near, paint: .color(Color(red: 0.08, green: 0.2, blue: 0.16)), eoFill: false,
                transform: .identity),
        ]
    }
}
