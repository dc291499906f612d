import Foundation
import KinemaCore
import KinemaGraphics

/// Arrows and chevrons, pointing each way; circular arrows; the share and save arrows.
nonisolated extension SymbolCatalog {
    internal static var arrows: [String: SymbolEntry] {
        let chevron = SymbolDesign(.stroke(lines(p(-15, -38), p(15, 0), p(-15, 38))))
        let arrow = SymbolDesign(
            .stroke(segments((p(-42, 0), p(42, 0)))),
            .stroke(lines(p(8, -33), p(42, 0), p(8, 33))))
        let diagonal = arrow.applying(
            CGAffineTransform(rotationAngle: -.pi / 4).scaledBy(x: 0.86, y: 0.86))
        var entries: [String: SymbolEntry] = [:]
        for (direction, degrees) in [("right", 0.0), ("down", 90), ("left", 180), ("up", -90)] {
            entries["chevron." + direction] = SymbolEntry(rotated(chevron, by: degrees))
            entries["arrow." + direction] = SymbolEntry(rotated(arrow, by: degrees))
        }
        for (direction, degrees) in [("up.right", 0.0), ("down.right", 90), ("down.left", 180)] {
            entries["arrow." + direction] = SymbolEntry(rotated(diagonal, by: degrees))
        }
        entries["arrow.up.left"] = SymbolEntry(rotated(diagonal, by: -90))
        entries["arrow.clockwise"] = SymbolEntry(circular)
        entries["arrow.counterclockwise"] = SymbolEntry(
            circular.applying(CGAffineTransform(scaleX: -1, y: 1)))
        entries["arrow.up.arrow.down"] = SymbolEntry(upAndDown)
        entries["arrow.uturn.backward"] = SymbolEntry(uTurn)
        entries["arrow.uturn.left"] = SymbolEntry(uTurn)
        entries["arrow.uturn.forward"] = SymbolEntry(
            uTurn.applying(CGAffineTransform(scaleX: -1, y: 1)))
        entries["arrow.uturn.right"] = entries["arrow.uturn.forward"]
        entries["chevron.up.chevron.down"] = SymbolEntry(
            SymbolDesign(
                .stroke(lines(p(-20, -18), p(0, -40), p(20, -18))),
                .stroke(lines(p(-20, 18), p(0, 40), p(20, 18)))))
        entries["square.and.arrow.up"] = SymbolEntry(
            SymbolDesign(.stroke(tray), .stroke(lines(p(0, 22), p(0, -50))), .stroke(upHead)),
            isEnclosable: false)
        entries["square.and.arrow.down"] = SymbolEntry(
            SymbolDesign(.stroke(tray), .stroke(lines(p(0, -50), p(0, 22))), .stroke(downHead)),
            isEnclosable: false)
        return entries
    }

    /// A circle of arrow, open at the top right, its head at the top pointing clockwise.
    private static var circular: SymbolDesign {
        let centre = p(0, 5)
        return SymbolDesign(
            .stroke(arc(centre, 40, from: -55, to: 270)),
            .stroke(lines(p(-10, -50), p(5, -35), p(-10, -20))))
    }

    /// An arrow turning back: from the bottom left, right, round and back to a head
    /// pointing left at the top.
    private static var uTurn: SymbolDesign {
        var path = Path()
        path.move(to: p(-40, -16))
        path.addLine(to: p(12, -16))
        path.addArc(
            center: p(12, 9), radius: 25, startAngle: .degrees(-90), endAngle: .degrees(90),
            clockwise: false)
        path.addLine(to: p(-22, 34))
        return SymbolDesign(.stroke(path), .stroke(lines(p(-22, -34), p(-40, -16), p(-22, 2))))
    }

    /// Two arrows side by side, the left up and the right down.
    private static var upAndDown: SymbolDesign {
        SymbolDesign(
            .stroke(segments((p(-20, -44), p(-20, 42)), (p(20, -42), p(20, 44)))),
            .stroke(lines(p(-40, -24), p(-20, -44), p(0, -24))),
            .stroke(lines(p(0, 24), p(20, 44), p(40, 24))))
    }

    /// The open box under the share and save arrows.
    private static var tray: Path {
        lines(p(-18, -14), p(-34, -14), p(-34, 48), p(34, 48), p(34, -14), p(18, -14))
    }

    /// The head of an arrow up at the top of the grid.
    private static var upHead: Path { lines(p(-17, -33), p(0, -50), p(17, -33)) }

    /// The head of an arrow down ending above the box's floor.
    private static var downHead: Path { lines(p(-17, 5), p(0, 22), p(17, 5)) }
}
