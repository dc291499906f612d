import Foundation
import KinemaCore

/// A quick check that a file is a whole PNG image of a given size, for resuming sequences.
enum PNGCompleteness {
    /// Whether `url` holds a PNG signature, an IHDR of `size` and an IEND chunk at its end.
    ///
    /// Frames are written atomically, so a present file is whole unless something else
    /// damaged it; this catches truncation, other sizes and non-PNG files without decoding.
    static func isComplete(_ url: URL, size: PixelSize) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path), data.count >= 57
        else { return false }
        let bytes = [UInt8](data)
        guard Array(bytes[0..<8]) == PNGFile.signature,
            Array(bytes[12..<16]) == Array("IHDR".utf8),
            bigEndian(bytes, at: 16) == size.width, bigEndian(bytes, at: 20) == size.height
        else { return false }
        let end = bytes.count - 12
        return bigEndian(bytes, at: end) == 0
            && Array(bytes[end + 4..<end + 8]) == Array("IEND".utf8)
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
}
