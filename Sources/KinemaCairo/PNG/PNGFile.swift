import CDeflate

/// Assembles PNG files from filtered scanlines: signature, IHDR, IDAT, IEND (PNG spec, 5.2-5.3).
enum PNGFile {
    /// The PNG color types Kinema writes.
    enum ColorType: UInt8 {
        /// 8-bit red, green, blue.
        case rgb = 2
        /// 8-bit red, green, blue, straight alpha.
        case rgba = 6
    }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest data length of one chunk (2^31 - 1); longer IDAT data is split.
    static let maximumChunkLength = Int(Int32.max)

    /// A complete PNG file for the given filtered scanlines.
    ///
    /// - Parameters:
    ///   - scanlines: `height * (1 + rowBytes)` bytes from ``PNGScanlines``.
    ///   - settings: ``RunDeflate``, or libdeflate at its level.
    static func assemble(
        scanlines: [UInt8], width: Int, height: Int, colorType: ColorType,
        settings: PNGEncodingSettings
    ) -> [UInt8] {
        let compressed = imageData(
            scanlines: scanlines, width: width, colorType: colorType, settings: settings)
        var file = signature
        file.reserveCapacity(8 + 25 + compressed.count + 12 * (1 + compressed.count >> 30) + 12)
        appendHeader(width: width, height: height, colorType: colorType, to: &file)
        var start = 0
        repeat {
            let end = min(compressed.count, start + maximumChunkLength)
            appendChunk("IDAT", compressed[start..<end], to: &file)
            start = end
        } while start < compressed.count
        appendChunk("IEND", [][...], to: &file)
        return file
    }

    /// The IHDR chunk: bit depth 8, the color type, deflate, adaptive filtering, no interlace.
    static func appendHeader(
        width: Int, height: Int, colorType: ColorType, to file: inout [UInt8]
    ) {
        var header = [UInt8]()
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, colorType.rawValue, 0, 0, 0]
        appendChunk("IHDR", header[...], to: &file)
    }

    /// The compressed image data (the zlib stream IDAT or fdAT chunks carry) of filtered
    /// scanlines, with ``RunDeflate`` or libdeflate as `settings` say.
    static func imageData(
        scanlines: [UInt8], width: Int, colorType: ColorType, settings: PNGEncodingSettings
    ) -> [UInt8] {
        let pixelBytes = colorType == .rgb ? 3 : 4
        return settings.usesRunDeflate
            ? RunDeflate.zlibCompress(
                scanlines, pixelDistance: pixelBytes, rowDistance: 1 + pixelBytes * width)
            : zlibCompress(scanlines, level: settings.level)
    }

    /// The zlib stream (RFC 1950) of `bytes` at the libdeflate `level`.
    static func zlibCompress(_ bytes: [UInt8], level: Int32) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            fatalError("libdeflate could not allocate a level \(level) compressor: out of memory")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { output, count in
            count = bytes.withUnsafeBytes { input in
                libdeflate_zlib_compress(
                    compressor, input.baseAddress, input.count, output.baseAddress, bound)
            }
            precondition(count > 0, "libdeflate output exceeded its own bound of \(bound) bytes")
        }
    }

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "PNG chunk type must be 4 bytes, but is '\(type)'")
        appendBigEndian(UInt32(data.count), to: &file)
        let crcStart = file.count
        file += typeBytes
        file += data
        let crc = file[crcStart...].withUnsafeBytes {
            libdeflate_crc32(0, $0.baseAddress, $0.count)
        }
        appendBigEndian(crc, to: &file)
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [
            UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
        ]
    }
}
