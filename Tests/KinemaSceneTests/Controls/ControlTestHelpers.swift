import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import Testing

/// A value owned by a test, read and written through bindings on the main actor.
@MainActor
final class TestBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }

    /// A binding to the value.
    nonisolated var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// The controls a static view registers, in tree order.
@MainActor
func controlTargets<V: View>(
    _ size: CGSize = canvas, @ViewBuilder _ content: @escaping @Sendable () -> V
) -> [ControlTarget] {
    SceneTimeline(size: size, initialState: 0) { _ in content() }.controlTargets()
}

/// The display list of a static view whose controls at the given tree positions are held
/// pressed (the first state finds their identities, a second state draws them pressed).
@MainActor
func renderPressed<V: View>(
    _ size: CGSize = canvas, pressing positions: [Int],
    @ViewBuilder _ content: @escaping @Sendable () -> V
) -> DisplayList {
    var timeline = SceneTimeline(size: size, initialState: 0) { _ in content() }
    let targets = timeline.controlTargets()
    timeline.pressedControls = Set(positions.map { targets[$0].identity })
    timeline.change(at: 1) { $0 = 1 }
    return timeline.frame(at: 1)
}

extension DisplayList {
    /// The text runs, in order.
    var texts: [TextRun] {
        items.compactMap {
            if case .text(let run) = $0 { return run }
            return nil
        }
    }

    /// The canvas-space bounding box of every drawing, in order.
    var boxes: [CGRect] { drawings.indices.map(box) }
}

/// Expects two colours to match component by component within 1e-6.
func expectColor(
    _ actual: Color?, _ expected: Color, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("No colour; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let pairs = [
        (actual.red, expected.red), (actual.green, expected.green),
        (actual.blue, expected.blue), (actual.opacity, expected.opacity),
    ]
    #expect(
        pairs.allSatisfy { abs($0.0 - $0.1) < 1e-6 }, "\(actual) is not \(expected)",
        sourceLocation: sourceLocation)
}

extension DisplayItem {
    /// The colour of a fill, stroke or text.
    var color: Color? {
        switch self {
        case .text(let run): return run.color
        case .fill(_, .color(let c), _, _), .stroke(_, .color(let c), _, _): return c
        default: return nil
        }
    }
}
