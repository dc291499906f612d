import CDeflate

/// A fast zlib compressor for rendered frames (``PNGCompression/fast``): LZ77 that tries the
/// match one pixel back (flat color) and one row back (repeated rows) first, then a one-entry
/// hash of four bytes, with dynamic Huffman blocks.
///
/// General LZ77 compressors hash every position inside a match; on frames that are mostly
/// flat color this dominates their time (libdeflate level 1 spends 70% of a near-blank
/// frame there, on the same bucket over and over). Here a run of 258 bytes costs two or three
/// 8-byte comparisons per word and no hashing; the hash is updated only at literals and match
/// starts, which keeps text and gradients within a few percent of libdeflate level 1's size.
package enum RunDeflate {
    /// The shortest match emitted: shorter runs cost more as a match than as literals.
    static let minimumMatch = 4
    /// The longest match DEFLATE can express.
    static let maximumMatch = 258
    /// The largest distance DEFLATE can express.
    static let maximumDistance = 32_768
    /// Symbols per block: each block gets Huffman codes fitted to its own statistics.
    static let blockSymbols = 1 << 15

    /// The zlib stream (RFC 1950) of `bytes`.
    ///
    /// - Parameters:
    ///   - pixelDistance: Bytes per pixel (3 or 4), the distance of flat color runs.
    ///   - rowDistance: The scanline length; ignored beyond DEFLATE's 32 KiB window.
    package static func zlibCompress(
        _ bytes: [UInt8], pixelDistance: Int, rowDistance: Int
    ) -> [UInt8] {
        let count = bytes.count
        let blocks = count / blockSymbols + 1
        let bound = 2 + 2 * count + 320 * blocks + 16
        return [UInt8](unsafeUninitializedCapacity: bound) { output, written in
            bytes.withUnsafeBufferPointer { input in
                let data = input.baseAddress ?? UnsafePointer(output.baseAddress!)
                var writer = DeflateBitWriter(into: output.baseAddress!)
                // CMF: deflate with a 32 KiB window; FLG: fastest, check bits for 31.
                writer.write(0x0178, count: 16)
                compress(
                    data, count: count, pixelDistance: pixelDistance,
                    rowDistance: rowDistance <= maximumDistance ? rowDistance : count + 1,
                    into: &writer)
                writer.finish()
                writer.appendBigEndian(UInt32(libdeflate_adler32(1, input.baseAddress, count)))
                written = writer.byteCount
            }
            precondition(written <= bound, "run deflate wrote \(written) of \(bound) bytes")
        }
    }

    /// The longer of the matches at one pixel and at one row back, and which one (0 or 1).
    @inline(__always)
    static func longestMatch(
        _ data: UnsafePointer<UInt8>, at position: Int, count: Int, pixelDistance: Int,
        rowDistance: Int
    ) -> (length: Int, slot: Int) {
        let limit = min(maximumMatch, count - position)
        var best = 0
        var slot = 0
        if position >= pixelDistance {
            best = matchLength(data, at: position, distance: pixelDistance, limit: limit)
        }
        if position >= rowDistance && best < limit {
            let up = matchLength(data, at: position, distance: rowDistance, limit: limit)
            if up > best {
                best = up
                slot = 1
            }
        }
        return (best, slot)
    }

    /// How many bytes from `position` repeat those `distance` bytes earlier, up to `limit`.
    @inline(__always)
    static func matchLength(
        _ data: UnsafePointer<UInt8>, at position: Int, distance: Int, limit: Int
    ) -> Int {
        let here = UnsafeRawPointer(data + position)
        let there = UnsafeRawPointer(data + position - distance)
        var length = 0
        while length + 8 <= limit {
            let difference =
                UInt64(littleEndian: here.loadUnaligned(fromByteOffset: length, as: UInt64.self))
                ^ UInt64(littleEndian: there.loadUnaligned(fromByteOffset: length, as: UInt64.self))
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit
            && here.load(fromByteOffset: length, as: UInt8.self)
                == there.load(fromByteOffset: length, as: UInt8.self)
        {
            length += 1
        }
        return length
    }
}
