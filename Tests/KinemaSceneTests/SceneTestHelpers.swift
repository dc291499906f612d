import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Plain colours whose components read back exactly in dumps.
let red = Color(red: 1, green: 0, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)
let white = Color(red: 1, green: 1, blue: 1)

/// A canvas of 100 by 100 points.
let canvas = CGSize(width: 100, height: 100)

/// The display list of a static view in a canvas.
@MainActor
func render<V: View>(
    _ size: CGSize = canvas, measurer: any TextMeasurer = FallbackTextMeasurer(),
    @ViewBuilder _ content: @escaping @Sendable () -> V
) -> DisplayList {
    SceneTimeline(size: size, initialState: 0, measurer: measurer) { _ in content() }.frame(at: 0)
}

/// The dump of a static view without the canvas line.
@MainActor
func dump<V: View>(_ size: CGSize = canvas, @ViewBuilder _ content: @escaping @Sendable () -> V)
    -> String
{
    render(size, content).description.split(separator: "\n").dropFirst().joined(separator: "\n")
}

extension DisplayItem {
    /// The transform of a drawing item.
    var transform: CGAffineTransform? {
        switch self {
        case .fill(_, _, _, let t), .stroke(_, _, _, let t): return t
        case .text(let run): return run.transform
        case .image(let image): return image.transform
        default: return nil
        }
    }

    /// The path of a fill or stroke.
    var path: Path? {
        switch self {
        case .fill(let p, _, _, _), .stroke(let p, _, _, _): return p
        default: return nil
        }
    }

    /// The paint of a fill or stroke.
    var paint: Paint? {
        switch self {
        case .fill(_, let p, _, _), .stroke(_, let p, _, _): return p
        default: return nil
        }
    }
}

extension DisplayList {
    /// The drawing items (no groups), in order.
    var drawings: [DisplayItem] {
        items.filter { $0.transform != nil }
    }

    /// The canvas-space bounding box of the n-th drawing's path (or text/image box).
    func box(_ n: Int) -> CGRect {
        let item = drawings[n]
        let local: CGRect
        switch item {
        case .text(let run): local = CGRect(origin: run.origin, size: run.size)
        case .image(let image): local = image.rect
        default: local = item.path?.boundingRect ?? .null
        }
        return local.applying(item.transform ?? .identity)
    }

    /// The group effects, in order.
    var groups: [GroupEffect] {
        items.compactMap {
            if case .beginGroup(let g) = $0 { return g }
            return nil
        }
    }
}

/// Expects two rectangles to be within `tolerance` in every coordinate.
@MainActor
func expectRect(
    _ actual: CGRect, _ expected: CGRect, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(actual.minX, expected.minX, absolute: tolerance, sourceLocation: sourceLocation)
    expectClose(actual.minY, expected.minY, absolute: tolerance, sourceLocation: sourceLocation)
    expectClose(actual.width, expected.width, absolute: tolerance, sourceLocation: sourceLocation)
    expectClose(actual.height, expected.height, absolute: tolerance, sourceLocation: sourceLocation)
}
