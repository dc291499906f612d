import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

extension DisplayListRenderer {
    /// Opens a group drawn into a `cairo_push_group` surface bounded by the content's
    /// visible box (identity matrix), or suppresses it when none of it shows.
    func openPushedGroup(
        _ group: OpenGroup, at index: Int, of items: [DisplayItem], state: inout DrawState
    ) {
        let context = state.context
        guard let box = deviceBox(ofGroupAt: index, items: items, state: state) else {
            return suppressGroup(&state)
        }
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_rectangle(
            context, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        cairo_clip(context)
        cairo_push_group(context)
        state.groups.append(group)
    }

    /// Opens the mask of the innermost open masked group drawing into the same context;
    /// without one, the mask's content is skipped.
    func openMaskLayer(state: inout DrawState) {
        let owner = state.groups.lastIndex { group in
            if case .masked(_, let context) = group { return context == state.context }
            return false
        }
        guard let owner else { return suppressGroup(&state) }
        cairo_save(state.context)
        cairo_identity_matrix(state.context)
        cairo_push_group(state.context)
        state.groups.append(.maskLayer(owner: owner))
    }

    /// Closes a mask layer: its drawing becomes the mask of its owner.
    func closeMaskLayer(owner: Int, state: inout DrawState) {
        let pattern = cairo_pop_group(state.context)!
        cairo_restore(state.context)
        guard owner < state.groups.count, case .masked(let old, let context) = state.groups[owner]
        else {
            cairo_pattern_destroy(pattern)
            return
        }
        if let old { cairo_pattern_destroy(old) }
        state.groups[owner] = .masked(mask: pattern, context: context)
    }

    /// Closes a masked group: its content painted through its mask's alpha (nothing
    /// without a mask).
    func closeMasked(mask: OpaquePointer?, state: inout DrawState) {
        let context = state.context
        cairo_pop_group_to_source(context)
        if let mask {
            cairo_mask(context, mask)
            cairo_pattern_destroy(mask)
        }
        cairo_restore(context)
    }

    /// Closes a blend or compositing group: its content composited onto the parent.
    func closeBlended(_ blend: BlendOperator, state: inout DrawState) {
        let context = state.context
        switch blend {
        case .cairo(let op):
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, op)
            cairo_paint(context)
        case .plusDarker:
            let pattern = cairo_pop_group(context)!
            paintPlusDarker(pattern, in: context)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(context)
    }

    /// Composites a group pattern onto the context's target with plus-darker, computed
    /// per pixel over the clip's box, then written back through the clip with `SOURCE`.
    private func paintPlusDarker(_ pattern: OpaquePointer, in context: OpaquePointer) {
        let box = deviceClipRect(of: context)
        let x = Int(box.minX.rounded(.down))
        let y = Int(box.minY.rounded(.down))
        let width = Int(box.maxX.rounded(.up)) - x
        let height = Int(box.maxY.rounded(.up)) - y
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return }
        // The result starts as the backdrop: what the target holds under the box.
        let result = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(result) }
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(source) }
        guard cairo_surface_status(result) == CAIRO_STATUS_SUCCESS,
            cairo_surface_status(source) == CAIRO_STATUS_SUCCESS
        else { return }
        // A group target's device offset applies when it is used as a source: device
        // coordinates address it directly.
        copy(cairo_get_group_target(context)!, at: Double(x), Double(y), into: result)
        let copier = cairo_create(source)!
        cairo_translate(copier, Double(-x), Double(-y))
        cairo_set_source(copier, pattern)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        cairo_surface_flush(result)
        cairo_surface_flush(source)
        let resultData = cairo_image_surface_get_data(result)!
        let sourceData = cairo_image_surface_get_data(source)!
        let stride = Int(cairo_image_surface_get_stride(result))
        for row in 0..<height {
            let d = UnsafeMutableRawPointer(resultData + row * stride).assumingMemoryBound(
                to: UInt32.self)
            let s = UnsafeMutableRawPointer(sourceData + row * stride).assumingMemoryBound(
                to: UInt32.self)
            for column in 0..<width {
                d[column] = PlusDarker.composite(source: s[column], backdrop: d[column])
            }
        }
        cairo_surface_mark_dirty(result)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, result, Double(x), Double(y))
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(context, Double(x), Double(y), Double(width), Double(height))
        cairo_fill(context)
        cairo_restore(context)
    }

    /// Copies the pixels of `surface` from its device point (`x`, `y`) into `destination`.
    private func copy(
        _ surface: OpaquePointer, at x: Double, _ y: Double, into destination: OpaquePointer
    ) {
        let copier = cairo_create(destination)!
        cairo_set_source_surface(copier, surface, -x, -y)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
    }
}

/// Core Graphics' plus-darker on premultiplied ARGB32 words:
/// `αo = min(1, αs + αb)`, `co = max(0, αo − ((αs − cs) + (αb − cb)))`, which is
/// `max(0, 1 − ((1 − S) + (1 − D)))` for opaque colours.
enum PlusDarker {
    /// The composite of one source pixel over one backdrop pixel.
    @inline(__always)
    static func composite(source s: UInt32, backdrop d: UInt32) -> UInt32 {
        let sa = Int(s >> 24)
        let da = Int(d >> 24)
        if sa == 0 { return d }
        let alpha = min(255, sa + da)
        var word = UInt32(alpha) << 24
        for shift in [16, 8, 0] as [UInt32] {
            let sc = Int((s >> shift) & 0xFF)
            let dc = Int((d >> shift) & 0xFF)
            let c = max(0, alpha - ((sa - sc) + (da - dc)))
            word |= UInt32(min(c, alpha)) << shift
        }
        return word
    }
}
