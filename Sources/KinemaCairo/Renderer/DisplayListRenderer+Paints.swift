import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

extension DisplayListRenderer {
    /// Sets a solid colour, clamped to Cairo's 0...1, as the source.
    func setSource(_ color: Color, in context: OpaquePointer) {
        let c = color.clampedForCairo
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.opacity)
    }

    /// Sets `paint` as the source in the current user space; `false` when it paints nothing
    /// (a gradient without stops, or with a non-finite geometry). The current path is the
    /// one about to be filled (or stroked, when `stroking`): a conic gradient is computed
    /// over its extent.
    func setSource(_ paint: Paint, in context: OpaquePointer, stroking: Bool = false) -> Bool {
        switch paint {
        case .color(let color):
            setSource(color, in: context)
            return true
        case .image(let pattern):
            return setImageSource(pattern, in: context)
        case .linearGradient(let stops, let start, let end):
            guard let last = stops.last else { return false }
            guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return false }
            if stops.count == 1 || (start.x == end.x && start.y == end.y) {
                setSource(last.color, in: context)
                return true
            }
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            return setGradient(pattern, stops: stops, in: context)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            guard let last = stops.last else { return false }
            guard [center.x, center.y, startRadius, endRadius].allSatisfy(\.isFinite) else {
                return false
            }
            if stops.count == 1 {
                setSource(last.color, in: context)
                return true
            }
            let pattern = cairo_pattern_create_radial(
                center.x, center.y, max(0, startRadius), center.x, center.y, max(0, endRadius))!
            return setGradient(pattern, stops: stops, in: context)
        case .conicGradient(let stops, let center, let startAngle, let endAngle):
            guard let last = stops.last else { return false }
            guard [center.x, center.y, startAngle, endAngle].allSatisfy(\.isFinite) else {
                return false
            }
            if stops.count == 1 {
                setSource(last.color, in: context)
                return true
            }
            return setConicSource(
                stops: stops, center: center, startAngle: startAngle, endAngle: endAngle,
                in: context, stroking: stroking)
        case .ellipticalGradient(let stops, let center, let size, let r0, let r1):
            guard let last = stops.last else { return false }
            guard [center.x, center.y, size.width, size.height, r0, r1].allSatisfy(\.isFinite)
            else { return false }
            if stops.count == 1 || size.width <= 0 || size.height <= 0 {
                setSource(last.color, in: context)
                return true
            }
            // A radial gradient in the unit square, stretched to the size.
            let pattern = cairo_pattern_create_radial(
                center.x / size.width, center.y / size.height, max(0, r0),
                center.x / size.width, center.y / size.height, max(0, r1))!
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / size.width, 1 / size.height)
            cairo_pattern_set_matrix(pattern, &matrix)
            return setGradient(pattern, stops: stops, in: context)
        case .meshGradient(let mesh):
            return setMeshSource(mesh, in: context)
        }
    }

    /// Sets a mesh gradient as the source: a Cairo mesh pattern of the background over
    /// the bounds (and wherever the vertices reach), then the mesh's patches over it, 8 by
    /// 8 per cell so that Cairo's bilinear shading within each patch follows the surface.
    private func setMeshSource(_ mesh: MeshGradientPaint, in context: OpaquePointer) -> Bool {
        let patches = mesh.patches(subdivisions: 8)
        let corners =
            patches.flatMap(\.corners) + [
                mesh.bounds.origin, CGPoint(x: mesh.bounds.maxX, y: mesh.bounds.maxY),
            ]
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        let pattern = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(pattern) }
        func patch(_ points: [CGPoint], _ colors: [Color]) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, points[0].x, points[0].y)
            for point in points.dropFirst() {
                cairo_mesh_pattern_line_to(pattern, point.x, point.y)
            }
            for (corner, color) in colors.enumerated() {
                let c = color.clampedForCairo
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(corner), c.red, c.green, c.blue, c.opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        if mesh.background.opacity > 0 {
            patch(
                [
                    CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                    CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
                ], Array(repeating: mesh.background, count: 4))
        }
        for p in patches { patch(p.corners, p.colors) }
        cairo_set_source(context, pattern)
        return true
    }

    /// Adds the stops (sRGB components, clamped; locations clamped to 0...1, NaN as 0) to a
    /// gradient pattern padded beyond its ends, sets it as the source and releases it.
    private func setGradient(
        _ pattern: OpaquePointer, stops: [Gradient.Stop], in context: OpaquePointer
    ) -> Bool {
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for stop in stops {
            let c = stop.color.clampedForCairo
            let location = stop.location.isNaN ? 0 : min(max(Double(stop.location), 0), 1)
            cairo_pattern_add_color_stop_rgba(pattern, location, c.red, c.green, c.blue, c.opacity)
        }
        cairo_set_source(context, pattern)
        return true
    }

    /// Draws an image file scaled to fill its rectangle.
    func drawImage(_ item: ImageItem, state: DrawState) {
        let rect = item.rect
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
            rect.minX.isFinite, rect.minY.isFinite, setMatrix(item.transform, state: state),
            let surface = imageSurface(atPath: item.path)
        else { return }
        let width = Double(surface.width)
        let height = Double(surface.height)
        let context = state.context
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / width, rect.height / height)
        cairo_set_source_surface(context, surface.pointer, 0, 0)
        let pattern = cairo_get_source(context)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_new_path(context)
        cairo_rectangle(context, 0, 0, width, height)
        cairo_fill(context)
    }

    /// Sets a repeating pattern of a region of an image as the source: one image pixel is
    /// `scale` points, tiles start at the pattern's origin; `false` when the image cannot
    /// be read.
    func setImageSource(_ image: ImagePattern, in context: OpaquePointer) -> Bool {
        guard let surface = imageSurface(atPath: image.path), surface.width > 0,
            surface.height > 0
        else { return false }
        let (width, height) = (Double(surface.width), Double(surface.height))
        // The region in whole pixels, at least one.
        let x = (image.sourceRect.minX * width).rounded(.down)
        let y = (image.sourceRect.minY * height).rounded(.down)
        let w = max(1, (image.sourceRect.maxX * width).rounded(.up) - x)
        let h = max(1, (image.sourceRect.maxY * height).rounded(.up) - y)
        // The region copied into a surface of its own (Cairo repeats a whole surface), at
        // the pattern's opacity: with the source operator over a clear surface, painting
        // with alpha a gives the region's premultiplied pixels times a.
        guard let region = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        else { return false }
        defer { cairo_surface_destroy(region) }
        guard let copy = cairo_create(region) else { return false }
        cairo_set_source_surface(copy, surface.pointer, -x, -y)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        let opacity = image.opacity.isFinite ? min(max(image.opacity, 0), 1) : 1
        if opacity < 1 { cairo_paint_with_alpha(copy, opacity) } else { cairo_paint(copy) }
        cairo_destroy(copy)
        guard let pattern = cairo_pattern_create_for_surface(region) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // Pattern space from user space: move the origin to the tile's, then scale.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / image.scale, 1 / image.scale)
        cairo_matrix_translate(&matrix, -image.origin.x, -image.origin.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(context, pattern)
        return true
    }

    /// The Cairo surface of the PNG file at `path`, made once per renderer; `nil` (recorded
    /// in ``failedImagePaths``) when the file cannot be read or decoded.
    func imageSurface(atPath path: String) -> CairoSurface? {
        if let known = surfaces[path] { return known }
        let surface = try? images.image(atPath: path).makeCairoSurface()
        if surface == nil { failedImagePaths.append(path) }
        surfaces[path] = .some(surface)
        return surface
    }
}

extension Color {
    /// The colour with red, green, blue and opacity clamped to 0...1 (Cairo's range): extended
    /// sRGB values outside it are cut to the sRGB gamut.
    var clampedForCairo: Color {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return Color(
            red: clamp(red), green: clamp(green), blue: clamp(blue), opacity: clamp(opacity))
    }
}
