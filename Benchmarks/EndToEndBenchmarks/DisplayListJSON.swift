import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene

/// Display lists as JSON for the pycairo replay script (benchmark code, not API).
///
/// A frame is `{"w", "h", "items": [...]}`; items are arrays: `["fill", path, paint, eo,
/// matrix]`, `["stroke", path, paint, [width, cap, join, miter, [dash], phase], matrix]`,
/// `["text", string, family, size, weight, rgba, [x, y], [w, h], matrix]`,
/// `["image", file, [x, y, w, h], matrix]`, `["begin", kind, ...]`, `["end"]`. Paths are flat
/// arrays of commands and numbers (`"M", x, y, "L", x, y, "Q", cx, cy, x, y, "C", ...,
/// "Z"`); colours are clamped sRGB; matrices are `[a, b, c, d, tx, ty]`. Opacity, blur and
/// shadow groups end with their content's bounds `[x, y, w, h]` in list coordinates
/// (``GroupBounds``; `null` when unbounded or empty), the bounds Skia's layers get.
enum DisplayListJSON {
    static func frame(_ list: DisplayList, imageFiles: [String: String]) -> [String: Any] {
        [
            "w": Double(list.size.width), "h": Double(list.size.height),
            "items": list.items.indices.map { index in
                var json = item(imageFiles: imageFiles, list.items[index])
                if case .beginGroup(let effect) = list.items[index] {
                    if case .clip = effect {
                    } else {
                        json.append(bounds(ofGroupAt: index, in: list.items))
                    }
                }
                return plain(json)
            },
        ]
    }

    /// `value` with every CGFloat made a Double (JSONSerialization's numbers), recursively.
    static func plain(_ value: Any) -> Any {
        if let number = value as? CGFloat { return Double(number) }
        if let array = value as? [Any] { return array.map(plain) }
        return value
    }

    static func item(imageFiles: [String: String], _ item: DisplayItem) -> [Any] {
        switch item {
        case .fill(let path, let paint, let eo, let t):
            return ["fill", self.path(path), self.paint(paint), eo, matrix(t)]
        case .stroke(let path, let paint, let style, let t):
            let cap = ["butt", "round", "square"][Int(style.lineCap.rawValue)]
            let join = ["miter", "round", "bevel"][Int(style.lineJoin.rawValue)]
            let stroke: [Any] = [
                style.lineWidth, cap, join, style.miterLimit, style.dash.map { Double($0) },
                style.dashPhase,
            ]
            return ["stroke", self.path(path), self.paint(paint), stroke, matrix(t)]
        case .text(let run):
            return [
                "text", run.string, run.font.name ?? "DejaVu Sans", run.font.size,
                run.font.weight.value, rgba(run.color), [run.origin.x, run.origin.y],
                [run.size.width, run.size.height], matrix(run.transform),
            ]
        case .image(let image):
            let r = image.rect
            return [
                "image", imageFiles[image.path] ?? image.path, [r.minX, r.minY, r.width, r.height],
                matrix(image.transform),
            ]
        case .beginGroup(let effect):
            switch effect {
            case .opacity(let v): return ["begin", "opacity", v]
            case .blur(let r): return ["begin", "blur", r]
            case .clip(let p, let eo, let t): return ["begin", "clip", path(p), eo, matrix(t)]
            case .shadow(let c, let r, let o):
                return ["begin", "shadow", rgba(c), r, [o.width, o.height]]
            case .projection, .blendMode, .compositingGroup, .colorMatrix, .alphaThreshold,
                .masked, .mask:
                // Not replayed by the peers (the extractor demo has none): a plain group.
                return ["begin", "opacity", 1.0]
            }
        case .endGroup:
            return ["end"]
        }
    }

    static func bounds(ofGroupAt index: Int, in items: [DisplayItem]) -> Any {
        let rect = GroupBounds.contentBounds(ofGroupAt: index, in: items)
        guard !rect.isNull, !rect.isInfinite, rect.width.isFinite, rect.height.isFinite else {
            return NSNull()
        }
        return [rect.minX, rect.minY, rect.width, rect.height]
    }

    static func path(_ path: Path) -> [Any] {
        var out: [Any] = []
        for element in path.elements {
            switch element {
            case .move(let p): out += ["M", p.x, p.y]
            case .line(let p): out += ["L", p.x, p.y]
            case .quadCurve(let p, let c): out += ["Q", c.x, c.y, p.x, p.y]
            case .curve(let p, let c1, let c2): out += ["C", c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .closeSubpath: out.append("Z")
            }
        }
        return out
    }

    static func paint(_ paint: Paint) -> [Any] {
        func stops(_ s: [Gradient.Stop]) -> [[Double]] { s.map { rgba($0.color) + [$0.location] } }
        switch paint {
        case .color(let c): return ["color"] + rgba(c).map { $0 as Any }
        case .linearGradient(let s, let a, let b): return ["linear", stops(s), a.x, a.y, b.x, b.y]
        case .radialGradient(let s, let c, let r0, let r1):
            return ["radial", stops(s), c.x, c.y, r0, r1]
        case .conicGradient(let s, let c, let a0, let a1):
            return ["conic", stops(s), c.x, c.y, a0, a1]
        case .ellipticalGradient(let s, let c, let size, let r0, let r1):
            return ["elliptical", stops(s), c.x, c.y, size.width, size.height, r0, r1]
        case .image(let p):
            let r = p.sourceRect
            return [
                "image", p.path, r.minX, r.minY, r.width, r.height, p.scale, p.origin.x, p.origin.y,
            ]
        case .meshGradient(let mesh):
            // The peers have no mesh gradients: the background stands in (the benchmark's
            // display lists have none).
            return ["color"] + rgba(mesh.background).map { $0 as Any }
        }
    }

    static func rgba(_ c: Color) -> [Double] {
        [c.red, c.green, c.blue, c.opacity].map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }

    static func matrix(_ t: CGAffineTransform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
}
