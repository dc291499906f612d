// Kinema's PNG writer against cairo_surface_write_to_png on the same 512x512 surfaces.
// Run: swift run -c release kinema-bench-png [--variants] [--out DIR]
// Prints median times and the ratios; --variants adds every filter and level measured.
import CCairo
import Foundation
import KinemaCairo

let arguments = CommandLine.arguments
let showVariants = arguments.contains("--variants")
let outputDirectory = arguments.firstIndex(of: "--out").map { URL(filePath: arguments[$0 + 1]) }
let repetitions = 15

// --profile N: only encode frame N with `.fast`, 300 times (for perf or callgrind).
if let flag = arguments.firstIndex(of: "--profile") {
    let surface = try BenchmarkFrames.surface(Int(arguments[flag + 1])!)
    var total = 0
    for _ in 0..<300 { total += try PNGEncoder().encode(surface).count }
    print("profiled frame \(arguments[flag + 1]): \(total / 300) bytes per file")
    exit(0)
}

/// The median of `repetitions` timed runs of `body`, in milliseconds.
func medianMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    var times = [Double]()
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        let elapsed = try clock.measure(body)
        times.append(
            Double(elapsed.components.attoseconds) * 1e-15 + Double(elapsed.components.seconds)
                * 1e3)
    }
    return times.sorted()[times.count / 2]
}

/// Cairo's own PNG bytes of `surface` (libpng, zlib level 6, all filters).
func cairoPNG(_ surface: CairoSurface) -> [UInt8] {
    var bytes = [UInt8]()
    withUnsafeMutablePointer(to: &bytes) { pointer in
        let status = cairo_surface_write_to_png_stream(
            surface.pointer,
            { closure, data, length in
                let target = closure!.assumingMemoryBound(to: [UInt8].self)
                target.pointee.append(
                    contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        precondition(status == CAIRO_STATUS_SUCCESS, "cairo_surface_write_to_png_stream failed")
    }
    return bytes
}

var variants: [(String, PNGEncoder)] = [
    ("fast", PNGEncoder()), ("small", PNGEncoder(compression: .small)),
    (
        "libdeflate L1",
        PNGEncoder(settings: PNGEncodingSettings(filter: PNGRowFilter.none, level: 1))
    ),
]
if showVariants {
    for filter in [PNGRowFilter.none, .sub, .up, .paeth, nil] as [PNGRowFilter?] {
        for level: Int32 in [1, 2, 4, 6, 9] {
            let name = "\(filter.map { "\($0)" } ?? "adaptive") L\(level)"
            variants.append(
                (name, PNGEncoder(settings: PNGEncodingSettings(filter: filter, level: level))))
        }
    }
}

print("PNG encoding, 512x512, median of \(repetitions) runs (ratio = cairo time / ours)")
print("frame                          writer            time ms   speed-up   bytes     bytes ratio")
var speedups: [String: [Double]] = [:]
var byteRatios: [String: [Double]] = [:]
for index in BenchmarkFrames.all.indices {
    let surface = try BenchmarkFrames.surface(index)
    let reference = cairoPNG(surface)
    let cairoTime = medianMilliseconds { _ = cairoPNG(surface) }
    let name = BenchmarkFrames.all[index].name
    func row(_ writer: String, _ time: Double, _ bytes: Int) {
        let speedup = cairoTime / time
        let ratio = Double(bytes) / Double(reference.count)
        print(
            name.padding(toLength: 31, withPad: " ", startingAt: 0)
                + writer.padding(toLength: 16, withPad: " ", startingAt: 0)
                + String(format: "%9.2f %9.1fx %9d %9.2f", time, speedup, bytes, ratio))
    }
    row("cairo", cairoTime, reference.count)
    for (variant, encoder) in variants {
        let bytes = try encoder.encode(surface)
        // Sanity check: the file decodes to the surface's own pixels.
        let decoded = try PNGDecoder.decode(bytes)
        let original = try RGBAImage(surface)
        precondition(decoded == original, "\(variant) round trip failed")
        let time = try medianMilliseconds { _ = try encoder.encode(surface) }
        row(variant, time, bytes.count)
        speedups[variant, default: []].append(cairoTime / time)
        byteRatios[variant, default: []].append(Double(bytes.count) / Double(reference.count))
    }
    if let outputDirectory {
        try PNGEncoder().write(surface, to: outputDirectory.appending(path: "frame\(index).png"))
    }
}

print("\nSummary over the frames (goal for fast: >= 4x faster at <= 1.5x bytes)")
for (variant, _) in variants {
    let speeds = speedups[variant]!
    let ratios = byteRatios[variant]!
    let geometricMean = exp(speeds.map { log($0) }.reduce(0, +) / Double(speeds.count))
    print(
        variant.padding(toLength: 16, withPad: " ", startingAt: 0)
            + String(
                format: "speed-up min %.1fx, geometric mean %.1fx; bytes ratio max %.2f",
                speeds.min()!, geometricMean, ratios.max()!))
}
