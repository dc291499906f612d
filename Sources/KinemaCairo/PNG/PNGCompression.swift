/// How hard the PNG writer compresses: a trade of encoding time against file size.
///
/// Both settings write the same pixels; only the size and the time differ. The figures
/// behind the choices are in `Benchmarks/PNGBenchmark/README.md`.
public enum PNGCompression: Hashable, Sendable {
    /// The default: no row filter and Kinema's `RunDeflate` (runs of a pixel or a row, a
    /// one-entry hash, dynamic Huffman codes). On 512x512 frames 7-15x faster than
    /// `cairo_surface_write_to_png` (at least 7x on every frame, near-blank ones included), for
    /// files 0.83-1.43x its size; 8-12x on the extractor demo's frames at 0.99x the bytes.
    case fast

    /// Smaller files: the per-row filter with the least sum of absolute differences
    /// (libpng's heuristic) and libdeflate level 9. Typically 0.8-1.0x the size of
    /// `cairo_surface_write_to_png`'s files, at 2-3 times its time (10-30 times ``fast``'s).
    case small
}

/// The row filter and deflate level behind a ``PNGCompression``.
///
/// Kinema's own knob for the benchmark that measures the choices; not API.
package struct PNGEncodingSettings: Hashable, Sendable {
    /// The PNG row filter, or `nil` for the adaptive choice per row.
    package var filter: PNGRowFilter?

    /// The libdeflate compression level, 0 (store) to 12.
    package var level: Int32

    /// Whether Kinema's `RunDeflate` compresses instead of libdeflate (then `level` is unused).
    package var usesRunDeflate: Bool

    /// Creates settings.
    package init(filter: PNGRowFilter?, level: Int32, usesRunDeflate: Bool = false) {
        precondition((0...12).contains(level), "libdeflate level must be 0...12, but is \(level)")
        self.filter = filter
        self.level = level
        self.usesRunDeflate = usesRunDeflate
    }
}

/// The five filter types of the PNG specification (section 9.2).
package enum PNGRowFilter: UInt8, CaseIterable, Sendable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
}

extension PNGCompression {
    /// The measured settings for this compression.
    package var settings: PNGEncodingSettings {
        switch self {
        case .fast: PNGEncodingSettings(filter: PNGRowFilter.none, level: 1, usesRunDeflate: true)
        case .small: PNGEncodingSettings(filter: nil, level: 9)
        }
    }
}
