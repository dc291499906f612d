import CCairo
import Foundation
import KinemaCairo
import KinemaTestSupport
import Testing

@testable import KinemaCairo

/// A 96x96 transparent surface with anti-aliased shapes in several colors and opacities.
private func makeShapes() -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 96, 96)!
    let cr = cairo_create(surface)!
    cairo_set_source_rgba(cr, 0.9, 0.2, 0.1, 1)
    cairo_arc(cr, 40.3, 44.7, 18.2, 0, 2 * .pi)
    cairo_fill(cr)
    cairo_set_source_rgba(cr, 0.1, 0.4, 0.9, 0.7)
    cairo_rectangle(cr, 50.5, 20.25, 30, 50)
    cairo_fill(cr)
    cairo_set_source_rgba(cr, 0.2, 0.8, 0.3, 0.5)
    cairo_set_line_width(cr, 3)
    cairo_move_to(cr, 10, 80)
    cairo_line_to(cr, 86, 8)
    cairo_stroke(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
}

/// The surface's bytes, row after row, without stride padding.
private func bytes(of surface: OpaquePointer) -> [UInt8] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    return (0..<height).flatMap { y in (0..<4 * width).map { data[y * stride + $0] } }
}

/// A direct separable convolution with a Gaussian of standard deviation `sigma`, truncated
/// at ceil(4σ) and normalized, over premultiplied bytes; outside the image is transparent.
private func gaussianReference(_ bytes: [UInt8], width: Int, height: Int, sigma: Double) -> [Double]
{
    let reach = Int((4 * sigma).rounded(.up))
    var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    var horizontal = [Double](repeating: 0, count: bytes.count)
    for y in 0..<height {
        for x in 0..<width {
            for c in 0..<4 {
                var sum = 0.0
                for k in -reach...reach where (0..<width).contains(x + k) {
                    sum += kernel[k + reach] * Double(bytes[4 * (y * width + x + k) + c])
                }
                horizontal[4 * (y * width + x) + c] = sum
            }
        }
    }
    var result = [Double](repeating: 0, count: bytes.count)
    for y in 0..<height {
        for x in 0..<width {
            for c in 0..<4 {
                var sum = 0.0
                for k in -reach...reach where (0..<height).contains(y + k) {
                    sum += kernel[k + reach] * horizontal[4 * ((y + k) * width + x) + c]
                }
                result[4 * (y * width + x) + c] = sum
            }
        }
    }
    return result
}

@Suite("Gaussian blur")
struct GaussianBlurTests {
    @Test(
        "Three extended box passes have exactly the variance σ²",
        arguments: [
            0.1, 0.3, 0.5, 0.8, 1, 1.7, 2.5, 7, 20, 63.2,
        ])
    func kernelVariance(sigma: Double) {
        let kernel = BoxBlurKernel(sigma: sigma, passes: 3)
        expectClose(3 * kernel.variance, sigma * sigma, absolute: 1e-9, relative: 1e-12)
        #expect(kernel.endWeight >= 0 && kernel.endWeight < 1)
    }

    // Tolerance: 6 of 255 levels (2.4% of full scale). Three box passes are not a Gaussian
    // (their kernel is a piecewise quadratic of the same variance, with a shorter reach);
    // the largest differences measured on these shapes were 3.7, 3.3 and 5.2 levels at
    // σ = 2.5, 6 and 14, including 0.5 for rounding to bytes.
    @Test("Matches a direct Gaussian convolution within 6 levels", arguments: [1.0, 2.5, 6, 14])
    func matchesGaussian(sigma: Double) throws {
        let surface = makeShapes()
        defer { cairo_surface_destroy(surface) }
        let original = bytes(of: surface)
        let reference = gaussianReference(original, width: 96, height: 96, sigma: sigma)
        try GaussianBlur(radius: sigma).apply(toCairoSurface: surface)
        let blurred = bytes(of: surface)
        let worst = zip(blurred, reference).map { abs(Double($0) - $1) }.max()!
        #expect(worst <= 6, "largest difference \(worst) levels at σ = \(sigma)")
        #expect(blurred != original)
    }

    @Test("A constant image stays constant with clamped edges", arguments: [0.5, 3, 40])
    func constantClamped(sigma: Double) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 0.3, 0.6, 0.9, 0.8)
        cairo_paint(cr)
        cairo_destroy(cr)
        let original = bytes(of: surface)
        try GaussianBlur(radius: sigma, edgeMode: .clamp).apply(toCairoSurface: surface)
        #expect(bytes(of: surface) == original)
    }

    @Test("A constant image stays constant away from transparent edges")
    func constantInterior() throws {
        let size = 80
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 0.2, 0.5, 0.7, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
        let original = bytes(of: surface)
        let sigma = 3.0
        try GaussianBlur(radius: sigma).apply(toCairoSurface: surface)
        let blurred = bytes(of: surface)
        // Each pass reaches radius + 1 pixels; three passes reach 3 (radius + 1).
        let reach = 3 * (BoxBlurKernel(sigma: sigma, passes: 3).radius + 1)
        for y in reach..<size - reach {
            let row = 4 * size * y
            #expect(
                blurred[row + 4 * reach..<row + 4 * (size - reach)]
                    == original[row + 4 * reach..<row + 4 * (size - reach)])
        }
        // At the corner, a quarter of the kernel lies outside: alpha falls well below 255.
        #expect(blurred[3] < 128)
    }

    @Test(
        "Zero, negative, NaN and infinite radii leave the pixels alone",
        arguments: [
            0, -1, -Double.infinity, Double.nan, Double.infinity,
        ])
    func identity(radius: Double) throws {
        let surface = makeShapes()
        defer { cairo_surface_destroy(surface) }
        let original = bytes(of: surface)
        let blur = GaussianBlur(radius: radius)
        #expect(blur.effectiveSigma == nil)
        try blur.apply(toCairoSurface: surface)
        #expect(bytes(of: surface) == original)
    }

    @Test("Colors never exceed alpha, and alpha mass is kept inside a wide margin")
    func premultipliedInvariant() throws {
        var generator = SeededGenerator(seed: 7)
        let (width, height) = (60, 50)
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        // Random premultiplied pixels in the middle, a transparent margin of 20 around.
        for y in 20..<30 {
            for x in 20..<40 {
                let alpha = UInt8.random(in: 0...255, using: &generator)
                let offset = 4 * (y * width + x)
                for c in 0..<3 {
                    pixels[offset + c] = UInt8.random(in: 0...alpha, using: &generator)
                }
                pixels[offset + 3] = alpha
            }
        }
        let massBefore = stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + Int(pixels[$1]) }
        try GaussianBlur(radius: 2).apply(
            toPremultipliedARGB32: &pixels, width: width, height: height, bytesPerRow: 4 * width)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            #expect(pixels[offset..<offset + 3].allSatisfy { $0 <= pixels[offset + 3] })
        }
        let massAfter = stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + Int(pixels[$1]) }
        // Rounding each of the 3,000 pixels moves the sum by at most 0.5 each.
        #expect(abs(massAfter - massBefore) <= width * height / 2)
    }

    @Test("Bad buffers throw instead of reading out of bounds, and are left untouched")
    func badBuffers() {
        let original = (0..<16).map { UInt8($0) }
        var pixels = original
        let blur = GaussianBlur(radius: 2)
        #expect(throws: ImageFileError.self) {
            try blur.apply(toPremultipliedARGB32: &pixels, width: 4, height: 2, bytesPerRow: 16)
        }
        #expect(throws: ImageFileError.self) {
            try blur.apply(toPremultipliedARGB32: &pixels, width: 4, height: 1, bytesPerRow: 8)
        }
        #expect(throws: ImageFileError.self) {
            try blur.apply(toPremultipliedARGB32: &pixels, width: -1, height: 1, bytesPerRow: 8)
        }
        #expect(throws: ImageFileError.self) {
            try blur.apply(
                toPremultipliedARGB32: &pixels, width: Int.max, height: 1, bytesPerRow: Int.max)
        }
        #expect(throws: ImageFileError.self) {
            try blur.apply(
                toPremultipliedARGB32: &pixels, width: 1, height: Int.max, bytesPerRow: 4)
        }
        #expect(pixels == original)
    }
}
