import KinemaGraphics
import KinemaScene
import SwiftUI

extension DisplayList {
    /// The canvas-space bounding boxes of the fills painted `color` (each component within
    /// 1e-9: colours resolved for drawing round differently), in drawing order.
    func boxes(filledWith color: Color) -> [CGRect] {
        items.compactMap { item in
            guard case .fill(let path, .color(let paint), _, let transform) = item,
                paint.isClose(to: color)
            else { return nil }
            return path.boundingRect.applying(transform)
        }
    }

    /// The text runs, in drawing order.
    var textRuns: [TextRun] {
        items.compactMap { item in
            guard case .text(let run) = item else { return nil }
            return run
        }
    }
}

extension Color {
    /// Whether each component is within 1e-9 of `other`'s.
    func isClose(to other: Color) -> Bool {
        [red - other.red, green - other.green, blue - other.blue, opacity - other.opacity]
            .allSatisfy { abs($0) <= 1e-9 }
    }
}
