import CCairo
import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCore

/// Every timing curve and spring as a labelled dot moving along a track: the visual check
/// of Kinema's animation numbers.
///
/// Each row is one curve. A dot starts at the left end of its track (value 0) at 0.2 s and
/// reaches the right end (value 1) at 1.8 s for the timing curves (progress over 1.6 s);
/// springs start at 0.2 s from 0 towards 1 and overshoot as they do. A faint trail shows
/// the last six frames' positions (at 30 fps). Frames depend only on the time.
public enum CurvesDemo {
    /// The demo: 640x480, 2.4 s at 30 fps.
    @MainActor
    public static let demo = Demo(
        name: "curves", summary: "every timing curve and spring as a labelled moving dot",
        size: PixelSize(width: 640, height: 480), duration: 2.4, fps: 30
    ) { frame, canvas in
        draw(time: frame.time, canvas: canvas)
    }

    /// One row: a name and the value it shows at a time.
    struct Row: Sendable {
        let name: String
        let value: @Sendable (Double) -> Double
    }

    static let start = 0.2
    static let curveDuration = 1.6

    static let rows: [Row] = {
        let curves: [(String, UnitCurve)] = [
            ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
            ("easeInOut", .easeInOut), ("circularEaseInOut", .circularEaseInOut),
            ("ease (CSS)", .ease), ("easeInOutSine", .easeInOutSine),
            ("easeOutBack", .easeOutBack), ("easeOutElastic", .easeOutElastic),
            ("easeOutBounce", .easeOutBounce), ("steps(4)", .steps(4)),
        ]
        let springs: [(String, Spring)] = [
            ("Spring.smooth", .smooth), ("Spring.snappy", .snappy), ("Spring.bouncy", .bouncy),
            ("Spring(mass 1, k 100, c 10)", Spring(mass: 1, stiffness: 100, damping: 10)),
        ]
        return curves.map { name, curve in
            Row(name: name) { time in
                curve.value(at: min(max((time - start) / curveDuration, 0), 1))
            }
        }
            + springs.map { name, spring in
                Row(name: name) { time in spring.value(target: 1.0, time: max(0, time - start)) }
            }
    }()

    /// Draws the frame at `time` on `canvas`.
    static func draw(time: Double, canvas: CairoCanvas) {
        let cr = canvas.context.pointer
        let width = Double(canvas.size.width)
        let height = Double(canvas.size.height)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let header = min(36, height * 0.1)
        let rowHeight = (height - header) / Double(rows.count)
        let fontSize = max(6, min(13, rowHeight * 0.5))
        let font = TextFont(size: fontSize)
        canvas.text.draw(
            String(format: "UnitCurve and Spring   t = %.3f s", time),
            font: TextFont(size: max(6, min(15, header * 0.45)), weight: 700),
            at: CGPoint(x: 12, y: header * 0.25), color: Color(white: 0.1), in: canvas.context)
        let left = min(width * 0.4, 200)
        let right = width - 0.15 * (width - left)
        for (index, row) in rows.enumerated() {
            let center = header + (Double(index) + 0.5) * rowHeight
            let label = canvas.text.measure(row.name, font: font)
            canvas.text.draw(
                row.name, font: font, at: CGPoint(x: 12, y: center - label.height / 2),
                color: Color(white: 0.2), in: canvas.context)
            drawTrack(cr, from: left, to: right, y: center)
            let hue = Double(index) / Double(rows.count)
            for step in stride(from: 6, through: 0, by: -1) {
                let value = row.value(time - Double(step) / 30)
                let x = left + value * (right - left)
                let (r, g, b) = rgb(hue: hue)
                let alpha = step == 0 ? 1 : 0.25 * (1 - Double(step) / 7)
                cairo_set_source_rgba(cr, r, g, b, alpha)
                cairo_arc(cr, x, center, max(2, min(7, rowHeight * 0.3)), 0, 2 * .pi)
                cairo_fill(cr)
            }
        }
    }

    private static func drawTrack(
        _ cr: OpaquePointer, from left: Double, to right: Double, y: Double
    ) {
        cairo_set_source_rgb(cr, 0.85, 0.85, 0.87)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, left, y + 0.5)
        cairo_line_to(cr, right, y + 0.5)
        for x in [left, right] {
            cairo_move_to(cr, x + 0.5, y - 4)
            cairo_line_to(cr, x + 0.5, y + 5)
        }
        cairo_stroke(cr)
    }

    /// A saturated color for a hue in 0...1.
    private static func rgb(hue: Double) -> (Double, Double, Double) {
        func channel(_ offset: Double) -> Double {
            let k = (offset + hue * 6).truncatingRemainder(dividingBy: 6)
            return 0.75 - 0.65 * max(0, min(1, min(k, 4 - k)))
        }
        return (channel(5), channel(3), channel(1))
    }
}
