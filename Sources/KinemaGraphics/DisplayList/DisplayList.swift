import Foundation
import KinemaCore

/// What to draw for one frame of a scene: an ordered list of draw commands (Kinema's
/// own), independent of any renderer.
///
/// Items draw in order, later ones on top. `beginGroup`/`endGroup` pairs nest; a
/// backend keeps a stack of open groups. The list is flat, so lists of very deep scenes
/// compare and print without recursion.
///
/// ``description`` is a stable text dump for snapshot tests: one item per line,
/// indented by group depth, numbers rounded to 3 decimals.
nonisolated public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// The canvas size.
    public var size: CGSize
    /// The items, back to front.
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(size: CGSize, items: [DisplayItem]) {
        self.size = size
        self.items = items
    }

    /// The text dump: a header line with the size, then one line per item.
    public var description: String {
        var lines = ["canvas \(formatNumber(size.width))x\(formatNumber(size.height))"]
        var depth = 0
        for item in items {
            if case .endGroup = item { depth = max(depth - 1, 0) }
            lines.append(String(repeating: "  ", count: depth) + item.description)
            if case .beginGroup = item { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }
}

nonisolated extension DisplayItem: CustomStringConvertible {
    /// One line of a display list's dump.
    public var description: String {
        switch self {
        case .fill(let path, let paint, let eoFill, let transform):
            return "fill \(path.dump) \(paint.dump)\(eoFill ? " eo" : "") \(transform.dump)"
        case .stroke(let path, let paint, let style, let transform):
            var text = "stroke \(path.dump) \(paint.dump) width \(formatNumber(style.lineWidth))"
            if style.lineCap != .butt { text += " cap \(style.lineCap)" }
            if style.lineJoin != .miter { text += " join \(style.lineJoin)" }
            if !style.dash.isEmpty {
                text += " dash [\(style.dash.map { formatNumber($0) }.joined(separator: " "))]"
                text += " phase \(formatNumber(style.dashPhase))"
            }
            return text + " \(transform.dump)"
        case .text(let run):
            return "text \"\(run.string)\" \(run.font) \(run.color.dump) "
                + "size \(formatNumber(run.size.width))x\(formatNumber(run.size.height)) "
                + run.transform.dump + run.options.dump
        case .image(let image):
            return "image \"\(image.path)\" \(image.rect.dump) \(image.transform.dump)"
        case .beginGroup(let effect):
            switch effect {
            case .opacity(let value): return "group opacity \(formatNumber(value))"
            case .blur(let radius): return "group blur \(formatNumber(radius))"
            case .clip(let path, let eoFill, let transform):
                return "group clip \(path.dump)\(eoFill ? " eo" : "") \(transform.dump)"
            case .shadow(let color, let radius, let offset):
                return "group shadow \(color.dump) radius \(formatNumber(radius)) "
                    + "offset \(formatNumber(offset.width)),\(formatNumber(offset.height))"
            case .projection(let m):
                // Perspective terms are small (about 1 / size): 6 significant digits.
                let rows = [
                    [m.m11, m.m12].map { formatNumber($0) } + [String(format: "%.6g", m.m13)],
                    [m.m21, m.m22].map { formatNumber($0) } + [String(format: "%.6g", m.m23)],
                    [m.m31, m.m32, m.m33].map { formatNumber($0) },
                ]
                return
                    "group projection [\(rows.map { $0.joined(separator: " ") }.joined(separator: "; "))]"
            case .blendMode(let mode): return "group blend \(mode)"
            case .compositingGroup: return "group compositing"
            case .colorMatrix(let m):
                return
                    "group colorMatrix [\(m.entries.map { formatNumber(Double($0)) }.joined(separator: " "))]"
            case .alphaThreshold(let min, let max, let color):
                return
                    "group alphaThreshold \(formatNumber(min))...\(formatNumber(max)) \(color.dump)"
            case .masked: return "group masked"
            case .mask: return "group mask"
            }
        case .endGroup:
            return "end"
        }
    }
}

/// Formats a number rounded to 3 decimals, without trailing zeros (`-0` is `0`).
internal func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

nonisolated extension CGPoint {
    fileprivate var dump: String { "\(formatNumber(x)),\(formatNumber(y))" }
}

nonisolated extension CGRect {
    fileprivate var dump: String {
        "rect \(formatNumber(minX)),\(formatNumber(minY)) \(formatNumber(width))x\(formatNumber(height))"
    }
}

nonisolated extension Color {
    internal var dump: String {
        "rgba(\(formatNumber(red)) \(formatNumber(green)) \(formatNumber(blue)) \(formatNumber(opacity)))"
    }
}

nonisolated extension CGAffineTransform {
    fileprivate var dump: String {
        if a == 1 && b == 0 && c == 0 && d == 1 {
            return "at \(formatNumber(tx)),\(formatNumber(ty))"
        }
        return "matrix [\([a, b, c, d, tx, ty].map { formatNumber($0) }.joined(separator: " "))]"
    }
}

nonisolated extension Paint {
    fileprivate var dump: String {
        func stops(_ s: [Gradient.Stop]) -> String {
            s.map { "\($0.color.dump)@\(formatNumber($0.location))" }.joined(separator: " ")
        }
        switch self {
        case .color(let c): return c.dump
        case .image(let p):
            return "image(\"\(p.path)\" \(p.sourceRect.dump) scale \(formatNumber(p.scale)) "
                + "from \(p.origin.dump)"
                + (p.opacity == 1 ? ")" : " opacity \(formatNumber(p.opacity)))")
        case .linearGradient(let s, let start, let end):
            return "linear(\(start.dump) -> \(end.dump): \(stops(s)))"
        case .radialGradient(let s, let center, let r0, let r1):
            return "radial(\(center.dump) r \(formatNumber(r0))..\(formatNumber(r1)): \(stops(s)))"
        case .conicGradient(let s, let center, let start, let end):
            return
                "conic(\(center.dump) \(formatNumber(start))..\(formatNumber(end)) rad: \(stops(s)))"
        case .ellipticalGradient(let s, let center, let size, let r0, let r1):
            return
                "elliptical(\(center.dump) in \(formatNumber(size.width))x\(formatNumber(size.height)) "
                + "r \(formatNumber(r0))..\(formatNumber(r1)): \(stops(s)))"
        case .meshGradient(let mesh):
            let vertices = zip(mesh.points, mesh.colors).map { "\($0.dump) \($1.dump)" }
            return "mesh(\(mesh.width)x\(mesh.height)\(mesh.smoothsColors ? " smooth" : ""): "
                + vertices.joined(separator: ", ") + " over \(mesh.background.dump))"
        }
    }
}

nonisolated extension Path {
    /// The path as SVG-like commands with rounded numbers.
    internal var dump: String {
        elements.map { element in
            switch element {
            case .move(let p): return "M\(p.dump)"
            case .line(let p): return "L\(p.dump)"
            case .quadCurve(let p, let c): return "Q\(c.dump) \(p.dump)"
            case .curve(let p, let c1, let c2): return "C\(c1.dump) \(c2.dump) \(p.dump)"
            case .closeSubpath: return "Z"
            }
        }
        .joined(separator: " ")
    }
}
