import Foundation
import KinemaCore
import KinemaGraphics

/// Conservative bounds of what a run of display items draws, in list coordinates: used to
/// size the surfaces of opacity, blur and shadow groups (and, by other renderers, the
/// bounds of their layers).
public enum GroupBounds {
    /// The bounds, in list coordinates, of what the group opened by `items[index]` draws
    /// before its own effect applies (a blur's or shadow's spread is not included; nested
    /// groups' effects are); `CGRect.null` when it draws nothing, or when `items[index]`
    /// opens no group.
    ///
    /// - Complexity: O(*n*) in the group's items.
    public static func contentBounds(ofGroupAt index: Int, in items: [DisplayItem]) -> CGRect {
        guard items.indices.contains(index), case .beginGroup = items[index] else { return .null }
        var cursor = index + 1
        return content(of: items, from: &cursor)
    }

    /// The bounds of the items from `cursor` up to the `endGroup` that closes the group
    /// they are in (or the end of the list); `cursor` ends past that `endGroup`.
    ///
    /// Strokes grow by half their width times the miter limit (or √2 for other joins); text
    /// by half its font size on every side (glyph overhang); nested blurs by 3σ and nested
    /// shadows by their offset and 3σ; nested clips cut the bounds to the clip's.
    /// - Complexity: O(*n*) in the items visited.
    static func content(of items: [DisplayItem], from cursor: inout Int) -> CGRect {
        var bounds = CGRect.null
        while cursor < items.count {
            let item = items[cursor]
            cursor += 1
            switch item {
            case .endGroup:
                return bounds
            case .fill(let path, _, _, let transform):
                bounds = bounds.union(path.boundingRect.applying(transform))
            case .stroke(let path, _, let style, let transform):
                let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
                let reach =
                    style.lineJoin == .miter
                    ? max(style.miterLimit.isFinite ? style.miterLimit : 10, 1.5) : 1.5
                let grown = path.boundingRect.insetBy(dx: -width * reach, dy: -width * reach)
                bounds = bounds.union(grown.applying(transform))
            case .text(let run):
                let overhang = run.font.size / 2 + 1
                let box = CGRect(origin: run.origin, size: run.size)
                    .insetBy(dx: -overhang, dy: -overhang)
                bounds = bounds.union(box.applying(run.transform))
            case .image(let image):
                bounds = bounds.union(image.rect.applying(image.transform))
            case .beginGroup(let effect):
                let inner = content(of: items, from: &cursor)
                bounds = bounds.union(grown(inner, by: effect))
            }
        }
        return bounds
    }

    /// A nested group's content bounds after its effect.
    private static func grown(_ inner: CGRect, by effect: GroupEffect) -> CGRect {
        guard !inner.isNull else { return inner }
        switch effect {
        case .opacity, .blendMode, .compositingGroup, .colorMatrix, .alphaThreshold, .masked,
            .mask:
            return inner
        case .projection(let matrix):
            // Unbounded when a corner goes behind the eye.
            return inner.projectedBounds(by: matrix)
                ?? CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        case .clip(let path, _, let transform):
            return inner.intersection(path.boundingRect.applying(transform))
        case .blur(let radius):
            let reach = radius.isFinite ? 3 * max(radius, 0) + 1 : 0
            return inner.insetBy(dx: -reach, dy: -reach)
        case .shadow(_, let radius, let offset):
            let reach = radius.isFinite ? 3 * max(radius, 0) + 1 : 0
            let dx = offset.width.isFinite ? offset.width : 0
            let dy = offset.height.isFinite ? offset.height : 0
            return inner.union(inner.offsetBy(dx: dx, dy: dy).insetBy(dx: -reach, dy: -reach))
        }
    }
}
