import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

/// Where drawing goes while a display list is drawn: the current context, the matrix from
/// list points to its device space, and the open groups.
struct DrawState {
    /// The context items draw into now (the root one or a group's offscreen one).
    var context: OpaquePointer
    /// List points to the device space of ``context``.
    var base: cairo_matrix_t
    /// The open groups, innermost last.
    var groups: [OpenGroup] = []
    /// How many open groups draw nothing (their content is skipped).
    var suppressedDepth = 0

    init(root: OpaquePointer, base: cairo_matrix_t) {
        context = root
        self.base = base
    }

    var hasOpenGroup: Bool { !groups.isEmpty }
}

extension DisplayListRenderer {
    /// Draws item `index` of `items`.
    func draw(item index: Int, of items: [DisplayItem], state: inout DrawState) {
        switch items[index] {
        case .beginGroup(let effect):
            openGroup(effect, at: index, of: items, state: &state)
        case .endGroup:
            if state.hasOpenGroup { closeGroup(&state) }
        case _ where state.suppressedDepth > 0:
            return
        case .fill(let path, let paint, let eoFill, let transform):
            guard setMatrix(transform, state: state), addPath(path, in: state.context) else {
                return
            }
            cairo_set_fill_rule(
                state.context, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if setSource(paint, in: state.context) { cairo_fill(state.context) }
            cairo_new_path(state.context)
        case .stroke(let path, let paint, let style, let transform):
            guard setMatrix(transform, state: state), setStroke(style, in: state.context),
                addPath(path, in: state.context)
            else { return }
            if setSource(paint, in: state.context, stroking: true) { cairo_stroke(state.context) }
            cairo_new_path(state.context)
        case .text(let run):
            drawText(run, state: state)
        case .image(let image):
            drawImage(image, state: state)
        }
    }

    /// Sets the context's matrix to `transform` then the state's base; `false` (and nothing
    /// set) when the result cannot be inverted or is not finite: such an item has no area.
    func setMatrix(_ transform: CGAffineTransform, state: DrawState) -> Bool {
        var local = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
            x0: transform.tx, y0: transform.ty)
        var base = state.base
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &local, &base)
        guard matrix.isDrawable else { return false }
        cairo_set_matrix(state.context, &matrix)
        return true
    }

    /// Replaces the context's path with `path`; `false` for an empty path or one with a
    /// non-finite coordinate (drawn as nothing).
    func addPath(_ path: Path, in context: OpaquePointer) -> Bool {
        guard !path.isEmpty, path.elements.allSatisfy(\.isFinite) else { return false }
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .quadCurve(let p, let c):
                // The cubic with the same curve: controls 2/3 of the way to the control point.
                var (x0, y0) = (Double(c.x), Double(c.y))
                if cairo_has_current_point(context) != 0 {
                    cairo_get_current_point(context, &x0, &y0)
                }
                let (cx, cy, x, y) = (Double(c.x), Double(c.y), Double(p.x), Double(p.y))
                cairo_curve_to(
                    context, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                    x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
            case .curve(let p, let c1, let c2):
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(context)
            }
        }
        return true
    }

    /// Sets the line width, caps, joins, miter limit and dashes; `false` for a stroke that
    /// draws nothing (zero or NaN width). Bad values follow ``StrokeStyle``'s rules: NaN or
    /// negative dash lengths are dropped, an all-zero dash is solid, a NaN phase is 0, a
    /// miter limit below 1 or not finite is 1 or 10.
    func setStroke(_ style: StrokeStyle, in context: OpaquePointer) -> Bool {
        let width = style.lineWidth.isNaN ? 0 : min(style.lineWidth, 1e6)
        guard width > 0 else { return false }
        cairo_set_line_width(context, width)
        let cap: cairo_line_cap_t =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(
            context, style.miterLimit.isFinite ? max(1, style.miterLimit) : 10)
        let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }.map { Double($0) }
        if dashes.contains(where: { $0 > 0 }) {
            let phase = style.dashPhase.isFinite ? Double(style.dashPhase) : 0
            cairo_set_dash(context, dashes, Int32(dashes.count), phase)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
        return true
    }

    /// Draws a text run from the top left of its box.
    ///
    /// The text wraps at the box's width only when the layout gave it room for more lines
    /// than it has unwrapped (a box at least 1.5 times the unwrapped height): while a
    /// text's frame animates between two sizes, its box can be narrower than its one line,
    /// and SwiftUI keeps such text on its line rather than breaking it for a few frames.
    /// Text with a line limit always wraps at a box narrower than its line, so that it is
    /// cut with an ellipsis as it was measured.
    func drawText(_ run: TextRun, state: DrawState) {
        guard setMatrix(run.transform, state: state), run.origin.x.isFinite,
            run.origin.y.isFinite
        else { return }
        let font = run.font.textFont
        var wrapWidth = run.size.width.wrapWidth
        if wrapWidth != nil {
            let unwrapped = text.measure(run.string, font: font, options: run.options)
            let limited = run.options.lineLimit != nil && run.size.width < unwrapped.width
            if !limited
                && (run.size.height < 1.5 * unwrapped.height || run.size.width >= unwrapped.width)
            {
                wrapWidth = nil
            }
        }
        text.draw(
            run.string, font: font, wrapWidth: wrapWidth, options: run.options, at: run.origin,
            color: run.color.clampedForCairo, inCairo: state.context)
    }
}

extension CGFloat {
    /// The wrap width for a box of this width: a hair wider than the box, so that text
    /// measured at exactly this width is not wrapped again by rounding to Pango units;
    /// `nil` (no wrapping) for a width that is not finite.
    var wrapWidth: Double? {
        guard isFinite, self >= 0 else { return nil }
        return Double(self) + 2 / 1024
    }
}

extension Path.Element {
    /// Whether every coordinate is finite.
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
        case .quadCurve(let p, let c):
            return p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
        case .curve(let p, let c1, let c2):
            return [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite)
        case .closeSubpath: return true
        }
    }
}

extension cairo_matrix_t {
    /// Whether the matrix is finite and invertible, as Cairo requires of a context's matrix.
    var isDrawable: Bool {
        let determinant = xx * yy - yx * xy
        return [xx, yx, xy, yy, x0, y0].allSatisfy(\.isFinite) && determinant != 0
            && determinant.isFinite
    }

    /// The area scale of the matrix's linear part, as a length factor: √|det|.
    var lengthScale: Double { (abs(xx * yy - yx * xy)).squareRoot() }
}

extension KinemaGraphics.Font {
    /// The Cairo backend's font: the family (``TextFont/defaultFamily`` for the system
    /// font), size and weight.
    public var textFont: TextFont {
        TextFont(
            family: name ?? TextFont.defaultFamily, size: size, weight: weight.value,
            italic: isItalic)
    }
}
