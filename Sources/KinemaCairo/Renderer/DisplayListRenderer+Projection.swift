import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

/// A projection group being drawn: its content goes to an offscreen surface, resampled
/// through the projection into the parent when the group closes.
struct ProjectedGroup {
    /// Parent device points to parent device points.
    var matrix: ProjectionTransform
    /// Offscreen pixels per parent device pixel (supersampling where the projection
    /// magnifies).
    var scale: Double
}

extension DisplayListRenderer {
    /// The most offscreen pixels a projection group may use (64 Mi, 256 MiB).
    static let largestProjectionPixels = 64.0 * 1_024 * 1_024

    /// Opens a projection group: `matrix` maps list points to list points.
    func openProjection(
        _ matrix: ProjectionTransform, at index: Int, of items: [DisplayItem],
        state: inout DrawState
    ) {
        let base = state.base
        let device = ProjectionTransform(
            m11: base.xx, m12: base.yx, m13: 0, m21: base.xy, m22: base.yy, m23: 0,
            m31: base.x0, m32: base.y0, m33: 1)
        var toList = device
        guard matrix.isFinite, toList.invert() else {
            return suppressGroup(&state)
        }
        let projection = toList.concatenating(matrix).concatenating(device)
        var inverse = projection
        guard inverse.invert() else { return suppressGroup(&state) }
        // The source needed: the content, cut to what lands on the visible area when all
        // of that area comes from in front of the eye.
        var source = deviceContentRect(ofGroupAt: index, items: items, state: state)
        let visible = deviceClipRect(of: state.context)
        if let preimage = visible.projectedBounds(by: inverse) {
            source = source.intersection(preimage.insetBy(dx: -2, dy: -2))
        }
        source = source.insetBy(dx: -1, dy: -1)
        guard !source.isNull, !source.isEmpty, source.width.isFinite, source.height.isFinite,
            source.width < 1e6, source.height < 1e6
        else { return suppressGroup(&state) }
        let scale = projection.magnification(
            over: source, limitPixels: Self.largestProjectionPixels)
        let x = source.minX.rounded(.down)
        let y = source.minY.rounded(.down)
        let width = min(Int(((source.maxX - x) * scale).rounded(.up)), 32_767)
        let height = min(Int(((source.maxY - y) * scale).rounded(.up)), 32_767)
        guard width > 0, height > 0 else { return suppressGroup(&state) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return suppressGroup(&state)
        }
        var shifted = cairo_matrix_t(
            xx: scale, yx: 0, xy: 0, yy: scale, x0: -x * scale, y0: -y * scale)
        var parentBase = base
        var offscreenBase = cairo_matrix_t()
        cairo_matrix_multiply(&offscreenBase, &parentBase, &shifted)
        state.groups.append(
            .offscreen(
                Offscreen(
                    effect: .projection(ProjectedGroup(matrix: projection, scale: scale)),
                    surface: surface, x: Int(x), y: Int(y), parentContext: state.context,
                    parentBase: base)))
        state.context = cairo_create(surface)
        state.base = offscreenBase
    }

    /// Suppresses the group opening now: its content is skipped.
    func suppressGroup(_ state: inout DrawState) {
        state.groups.append(.suppressed)
        state.suppressedDepth += 1
    }

    /// Resamples a projection group's offscreen surface into `parent` (identity matrix).
    func paintProjected(_ offscreen: Offscreen, _ group: ProjectedGroup, into parent: OpaquePointer)
    {
        let surface = offscreen.surface
        let sourceWidth = Int(cairo_image_surface_get_width(surface))
        let sourceHeight = Int(cairo_image_surface_get_height(surface))
        let sourceRect = CGRect(
            x: Double(offscreen.x), y: Double(offscreen.y),
            width: Double(sourceWidth) / group.scale, height: Double(sourceHeight) / group.scale)
        var target = deviceClipRect(of: parent)
        if let image = sourceRect.projectedBounds(by: group.matrix) {
            target = target.intersection(image.insetBy(dx: -1, dy: -1))
        }
        guard !target.isNull, !target.isEmpty, target.width.isFinite, target.height.isFinite
        else { return }
        let x = target.minX.rounded(.down)
        let y = target.minY.rounded(.down)
        let covered = (target.maxX.rounded(.up) - x) * (target.maxY.rounded(.up) - y)
        // Destination supersampling (averaged down with Cairo's box filter): where the
        // projection shrinks the content, one bilinear sample per pixel would alias its
        // edges by up to half a pixel.
        var ds = 4.0
        while ds > 1 && covered * ds * ds > Self.largestProjectionPixels / 4 { ds -= 1 }
        let width = min(Int((target.maxX.rounded(.up) - x) * ds), 32_767)
        let height = min(Int((target.maxY.rounded(.up) - y) * ds), 32_767)
        guard width > 0, height > 0 else { return }
        let destination = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(destination) }
        guard cairo_surface_status(destination) == CAIRO_STATUS_SUCCESS else { return }
        // Destination pixels -> parent device -> (inverse projection) -> source pixels.
        var inverse = group.matrix
        guard inverse.invert() else { return }
        let s = group.scale
        let warp = ProjectiveWarp(
            inverse: ProjectionTransform(
                CGAffineTransform(a: 1 / ds, b: 0, c: 0, d: 1 / ds, tx: x, ty: y)
            )
            .concatenating(inverse)
            .concatenating(
                ProjectionTransform(
                    CGAffineTransform(
                        a: s, b: 0, c: 0, d: s, tx: -Double(offscreen.x) * s,
                        ty: -Double(offscreen.y) * s))))
        cairo_surface_flush(surface)
        cairo_surface_flush(destination)
        let drawn = warp.resample(
            source: cairo_image_surface_get_data(surface), sourceWidth: sourceWidth,
            sourceHeight: sourceHeight, sourceStride: Int(cairo_image_surface_get_stride(surface)),
            into: cairo_image_surface_get_data(destination), width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(destination)))
        cairo_surface_mark_dirty(destination)
        guard drawn else { return }
        cairo_save(parent)
        cairo_translate(parent, x, y)
        cairo_scale(parent, 1 / ds, 1 / ds)
        cairo_set_source_surface(parent, destination, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(parent), CAIRO_FILTER_GOOD)
        cairo_paint(parent)
        cairo_restore(parent)
    }
}

extension CGRect {
    /// The bounds of this rectangle's image through `m`, or `nil` when a corner goes
    /// behind the eye (W ≤ 0) and the image is unbounded.
    func projectedBounds(by m: ProjectionTransform) -> CGRect? {
        guard !isNull, !isEmpty, width.isFinite, height.isFinite else { return nil }
        var bounds = CGRect.null
        for corner in [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
            CGPoint(x: maxX, y: maxY),
        ] {
            let w = m.m13 * corner.x + m.m23 * corner.y + m.m33
            guard w > 0 else { return nil }
            let p = corner.applying(m)
            bounds = bounds.union(CGRect(origin: p, size: .zero))
        }
        return bounds
    }
}

extension ProjectionTransform {
    /// Whether every entry is finite.
    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    /// The supersampling factor for content in `rect` drawn through this transform: the
    /// largest length scale at the rectangle's corners and centre, rounded up, from 1 to
    /// 4, and lowered to keep the offscreen surface within `limitPixels`.
    func magnification(over rect: CGRect, limitPixels: Double) -> Double {
        var largest = 1.0
        for p in [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.midX, y: rect.midY),
        ] {
            let w = m13 * p.x + m23 * p.y + m33
            guard w > 0 else { continue }
            let o = p.applying(self)
            let dx = CGPoint(x: p.x + 1, y: p.y).applying(self)
            let dy = CGPoint(x: p.x, y: p.y + 1).applying(self)
            let scale = max(hypot(dx.x - o.x, dx.y - o.y), hypot(dy.x - o.x, dy.y - o.y))
            if scale.isFinite { largest = max(largest, scale) }
        }
        var factor = min(largest.rounded(.up), 4)
        while factor > 1 && rect.width * rect.height * factor * factor > limitPixels {
            factor -= 1
        }
        return factor
    }
}
