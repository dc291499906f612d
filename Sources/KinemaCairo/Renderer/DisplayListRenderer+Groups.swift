import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

/// A group of a display list being drawn, and how to finish it.
enum OpenGroup {
    /// Drawn straight into the context between `cairo_save` and `cairo_restore` (clips, and
    /// effects that change nothing: opacity 1, a blur radius that changes no byte).
    case saved
    /// Drawn into a `cairo_push_group` surface bounded by a clip, composited with an alpha.
    case opacity(Double)
    /// Its content is invisible and skipped (opacity 0, an empty clip, nothing on screen).
    case suppressed
    /// Drawn into an offscreen surface that is blurred, shadowed, colour-transformed or
    /// resampled through a projection when the group closes.
    case offscreen(Offscreen)
    /// Drawn into a `cairo_push_group` surface composited with a blend mode (or plainly,
    /// for a compositing group).
    case blended(BlendOperator)
    /// Drawn into a `cairo_push_group` surface composited through `mask` (set when its
    /// mask group closes) on `context`.
    case masked(mask: OpaquePointer?, context: OpaquePointer)
    /// The mask of the masked group at index `owner` of the open groups, drawn into a
    /// `cairo_push_group` surface.
    case maskLayer(owner: Int)
}

/// An offscreen surface for a blur or shadow group, covering part of the parent's device
/// space.
struct Offscreen {
    /// What happens to the content when the group closes.
    enum Effect {
        case blur(sigma: Double)
        case shadow(color: Color, sigma: Double, dx: Double, dy: Double)
        case colorMatrix(ColorMatrix)
        case alphaThreshold(AlphaThresholdFilter)
        case projection(ProjectedGroup)
    }

    var effect: Effect
    /// The `cairo_surface_t *` the content draws into.
    var surface: OpaquePointer
    /// The parent's device point of the surface's top left pixel.
    var x: Int
    var y: Int
    var parentContext: OpaquePointer
    var parentBase: cairo_matrix_t
}

extension DisplayListRenderer {
    /// The largest blur standard deviation used to size offscreen margins, in pixels: a
    /// wider blur of anything on a canvas Cairo can hold is indistinguishable from a flat
    /// tint.
    static let largestMarginSigma = 2_000.0

    /// Opens the group that begins at `index`.
    func openGroup(
        _ effect: GroupEffect, at index: Int, of items: [DisplayItem], state: inout DrawState
    ) {
        func suppress() {
            state.groups.append(.suppressed)
            state.suppressedDepth += 1
        }
        guard state.suppressedDepth == 0 else { return suppress() }
        let context = state.context
        switch effect {
        case .opacity(let value):
            let alpha = value.isNaN ? 0 : min(max(value, 0), 1)
            if alpha >= 1 {
                cairo_save(context)
                state.groups.append(.saved)
            } else if alpha <= 0 {
                suppress()
            } else if let box = deviceBox(ofGroupAt: index, items: items, state: state) {
                cairo_save(context)
                cairo_identity_matrix(context)
                cairo_rectangle(
                    context, Double(box.minX), Double(box.minY), Double(box.width),
                    Double(box.height))
                cairo_clip(context)
                cairo_push_group(context)
                state.groups.append(.opacity(alpha))
            } else {
                suppress()
            }
        case .clip(let path, let eoFill, let transform):
            guard setMatrix(transform, state: state), addPath(path, in: context) else {
                cairo_new_path(context)
                return suppress()
            }
            cairo_save(context)
            cairo_set_fill_rule(
                context, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(context)
            state.groups.append(.saved)
        case .blur(let radius):
            let sigma = radius * state.base.lengthScale
            // A blur too small to change a byte draws its content directly.
            guard GaussianBlur(radius: sigma).changesPixels else {
                cairo_save(context)
                state.groups.append(.saved)
                return
            }
            openOffscreen(.blur(sigma: sigma), at: index, of: items, state: &state)
        case .shadow(let color, let radius, let offset):
            let base = state.base
            let dx = base.xx * offset.width + base.xy * offset.height
            let dy = base.yx * offset.width + base.yy * offset.height
            let sigma = radius * base.lengthScale
            guard color.clampedForCairo.opacity > 0, dx.isFinite, dy.isFinite else {
                cairo_save(context)
                state.groups.append(.saved)
                return
            }
            let shadow = Offscreen.Effect.shadow(
                color: color, sigma: sigma.isFinite ? max(sigma, 0) : 0, dx: dx, dy: dy)
            openOffscreen(shadow, at: index, of: items, state: &state)
        case .colorMatrix(let matrix):
            guard !matrix.isIdentity else {
                cairo_save(context)
                state.groups.append(.saved)
                return
            }
            openOffscreen(.colorMatrix(matrix), at: index, of: items, state: &state)
        case .alphaThreshold(let min, let max, let color):
            let filter = AlphaThresholdFilter(min: min, max: max, color: color)
            openOffscreen(.alphaThreshold(filter), at: index, of: items, state: &state)
        case .projection(let matrix):
            openProjection(matrix, at: index, of: items, state: &state)
        case .blendMode(let mode):
            openPushedGroup(.blended(BlendOperator(mode)), at: index, of: items, state: &state)
        case .compositingGroup:
            openPushedGroup(.blended(.over), at: index, of: items, state: &state)
        case .masked:
            openPushedGroup(
                .masked(mask: nil, context: context), at: index, of: items, state: &state)
        case .mask:
            openMaskLayer(state: &state)
        }
    }

    /// Redirects drawing to a new offscreen surface sized for the group's content and its
    /// blur, or suppresses the group when none of it can show.
    private func openOffscreen(
        _ effect: Offscreen.Effect, at index: Int, of items: [DisplayItem], state: inout DrawState
    ) {
        let (sigma, dx, dy): (Double, Double, Double) =
            switch effect {
            case .blur(let sigma): (sigma, 0, 0)
            case .shadow(_, let sigma, let dx, let dy): (sigma, dx, dy)
            case .colorMatrix, .alphaThreshold, .projection: (0, 0, 0)
            }
        let margin = CGFloat((3 * min(sigma, Self.largestMarginSigma)).rounded(.up) + 2)
        let content = deviceContentRect(ofGroupAt: index, items: items, state: state)
        let visible = deviceClipRect(of: state.context)
        var needed = content.union(content.offsetBy(dx: dx, dy: dy)).insetBy(
            dx: -margin, dy: -margin)
        let limit = visible.union(visible.offsetBy(dx: -dx, dy: -dy))
            .insetBy(dx: -margin, dy: -margin)
        needed = needed.intersection(limit)
        guard !needed.isNull, !needed.isEmpty, needed.width.isFinite, needed.height.isFinite,
            let surface = makeOffscreenSurface(covering: needed)
        else {
            state.groups.append(.suppressed)
            state.suppressedDepth += 1
            return
        }
        let x = Int(needed.minX.rounded(.down))
        let y = Int(needed.minY.rounded(.down))
        var base = state.base
        var shift = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: Double(-x), y0: Double(-y))
        var offscreenBase = cairo_matrix_t()
        cairo_matrix_multiply(&offscreenBase, &base, &shift)
        state.groups.append(
            .offscreen(
                Offscreen(
                    effect: effect, surface: surface, x: x, y: y, parentContext: state.context,
                    parentBase: state.base)))
        state.context = cairo_create(surface)
        state.base = offscreenBase
    }

    /// An `ARGB32` surface covering `rect` (rounded out to whole pixels, at most 32,767 per
    /// side), or `nil` when Cairo cannot make it.
    private func makeOffscreenSurface(covering rect: CGRect) -> OpaquePointer? {
        let width = min(Int(rect.maxX.rounded(.up)) - Int(rect.minX.rounded(.down)), 32_767)
        let height = min(Int(rect.maxY.rounded(.up)) - Int(rect.minY.rounded(.down)), 32_767)
        guard width > 0, height > 0 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Closes the innermost open group, compositing it into its parent.
    func closeGroup(_ state: inout DrawState) {
        guard let group = state.groups.popLast() else { return }
        switch group {
        case .suppressed:
            state.suppressedDepth -= 1
        case .saved:
            cairo_restore(state.context)
        case .opacity(let alpha):
            cairo_pop_group_to_source(state.context)
            cairo_paint_with_alpha(state.context, alpha)
            cairo_restore(state.context)
        case .offscreen(let offscreen):
            cairo_destroy(state.context)
            state.context = offscreen.parentContext
            state.base = offscreen.parentBase
            composite(offscreen, into: state.context)
            cairo_surface_destroy(offscreen.surface)
        case .blended(let blend):
            closeBlended(blend, state: &state)
        case .masked(let mask, _):
            closeMasked(mask: mask, state: &state)
        case .maskLayer(let owner):
            closeMaskLayer(owner: owner, state: &state)
        }
    }

    /// Blurs or shadows an offscreen surface and paints the result into `parent`.
    private func composite(_ offscreen: Offscreen, into parent: OpaquePointer) {
        let surface = offscreen.surface
        cairo_surface_flush(surface)
        cairo_save(parent)
        cairo_identity_matrix(parent)
        switch offscreen.effect {
        case .blur(let sigma):
            try? GaussianBlur(radius: sigma).apply(toCairoSurface: surface, buffers: &blurBuffers)
        case .shadow(let color, let sigma, let dx, let dy):
            let shadow = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                cairo_image_surface_get_height(surface))!
            let context = cairo_create(shadow)!
            setSource(color, in: context)
            cairo_mask_surface(context, surface, dx, dy)
            cairo_destroy(context)
            cairo_surface_flush(shadow)
            try? GaussianBlur(radius: sigma).apply(toCairoSurface: shadow, buffers: &blurBuffers)
            cairo_set_source_surface(parent, shadow, Double(offscreen.x), Double(offscreen.y))
            cairo_paint(parent)
            cairo_surface_destroy(shadow)
        case .colorMatrix(let matrix):
            ColorMatrixFilter(matrix: matrix).apply(toCairoSurface: surface)
        case .alphaThreshold(let filter):
            filter.apply(toCairoSurface: surface)
        case .projection(let group):
            paintProjected(offscreen, group, into: parent)
            cairo_restore(parent)
            return
        }
        cairo_set_source_surface(parent, surface, Double(offscreen.x), Double(offscreen.y))
        cairo_paint(parent)
        cairo_restore(parent)
    }

    /// The context's clip extents in device space.
    func deviceClipRect(of context: OpaquePointer) -> CGRect {
        cairo_save(context)
        cairo_identity_matrix(context)
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        cairo_restore(context)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The whole-pixel box of the group's content on the visible part of the device, or
    /// `nil` when none of it shows.
    func deviceBox(ofGroupAt index: Int, items: [DisplayItem], state: DrawState)
        -> CGRect?
    {
        let content = deviceContentRect(ofGroupAt: index, items: items, state: state)
            .insetBy(dx: -2, dy: -2)
        let box = content.intersection(deviceClipRect(of: state.context))
        guard !box.isNull, !box.isEmpty, box.width.isFinite, box.height.isFinite else {
            return nil
        }
        return CGRect(
            x: box.minX.rounded(.down), y: box.minY.rounded(.down),
            width: box.maxX.rounded(.up) - box.minX.rounded(.down),
            height: box.maxY.rounded(.up) - box.minY.rounded(.down))
    }

    /// The device-space bounds of what the group at `index` draws.
    func deviceContentRect(ofGroupAt index: Int, items: [DisplayItem], state: DrawState)
        -> CGRect
    {
        var cursor = index + 1
        let local = GroupBounds.content(of: items, from: &cursor)
        let base = state.base
        let transform = CGAffineTransform(
            a: base.xx, b: base.yx, c: base.xy, d: base.yy, tx: base.x0, ty: base.y0)
        return local.applying(transform)
    }
}
