import Foundation
import Kinema
import KinemaAnimation

/// A text table of timing curves and springs sampled at evenly spaced points: the quick
/// visual check of Kinema's numbers before the renderer draws them.
struct CurveTable {
    /// The number of intervals between samples (samples = intervals + 1).
    let intervals: Int

    /// The curves in the table, by the name a user writes.
    static let curves: [(name: String, curve: UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("ease (CSS)", .ease), ("circularEaseInOut", .circularEaseInOut),
        ("easeInOutSine", .easeInOutSine), ("easeOutBack", .easeOutBack),
        ("easeOutElastic", .easeOutElastic), ("easeOutBounce", .easeOutBounce),
        ("steps(4)", .steps(4)),
    ]

    /// The springs in the table: position over `duration` seconds from 0 towards 1.
    static let springs: [(name: String, spring: Spring)] = [
        ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
        ("mass 1, k 100, c 10", Spring(mass: 1, stiffness: 100, damping: 10)),
    ]

    /// The table as text.
    var text: String {
        let progress = (0...intervals).map { Double($0) / Double(intervals) }
        var lines = ["Timing curves: value(at: progress)", row("progress", progress)]
        for (name, curve) in Self.curves {
            lines.append(row(name, progress.map { curve.value(at: $0) }))
        }
        let duration = 1.0
        let times = progress.map { $0 * duration }
        lines += ["", "Springs from 0 to 1: value(target: 1, time: t)", row("t (s)", times)]
        for (name, spring) in Self.springs {
            lines.append(row(name, times.map { spring.value(target: 1.0, time: $0) }))
        }
        lines.append("")
        for (name, spring) in Self.springs {
            let settle = spring.settlingDuration
            lines.append(
                "\(name): \(spring), stiffness \(format(spring.stiffness)), "
                    + "damping \(format(spring.damping)), settles in \(format(settle)) s")
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ name: String, _ values: [Double]) -> String {
        let label = name.padding(toLength: 20, withPad: " ", startingAt: 0)
        return label + values.map { format($0).leftPadded(to: 8) }.joined()
    }

    private func format(_ value: Double) -> String { String(format: "%.4f", value) }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
