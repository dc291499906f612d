import Foundation
import KinemaCairo
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// PNG bytes built by hand (stored deflate blocks, no compression), for headers and bit
/// depths Kinema's encoder never writes.
enum HandMadePNG {
    /// A PNG of `rows` (filter byte 0 added per row) with the given IHDR fields.
    static func make(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]]
    ) -> [UInt8] {
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, 0]
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8)]
            let complement = 0xFFFF - count
            zlib += [UInt8(complement & 0xFF), UInt8(complement >> 8)]
            zlib += Array(raw[offset..<offset + count])
            offset += count
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return signature + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
            UInt8(value & 0xFF),
        ]
    }

    /// CRC-32 of the PNG specification (ISO 3309, bit by bit).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32 of RFC 1950.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

@Suite("PNG input: bit depths, file kinds, budgets")
struct PNGInputTests {
    /// Pillow keeps the high byte of each 16-bit sample (its "I;16B"/"RGB;16B" unpackers);
    /// libpng's sRGB scaling rounds `v / 257`, which is within 1 of it.
    @Test(
        "16-bit gray without gAMA scales to 8 bits as Pillow does, without gamma",
        arguments: [0, 257, 20_000, 32_768, 40_000, 50_000, 65_535])
    func sixteenBitGray(sample: Int) throws {
        let row = (0..<2).flatMap { _ in [UInt8(sample >> 8), UInt8(sample & 0xFF)] }
        let png = HandMadePNG.make(width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [row])
        let image = try PNGDecoder.decode(png)
        let pillow = sample >> 8
        #expect(abs(Int(image[0, 0].red) - pillow) <= 1, "\(sample): \(image[0, 0].red)")
        #expect(image[1, 0].green == image[0, 0].red && image[0, 0].alpha == 255)
    }

    @Test("The issue's gray of 40000 reads as 156, not 204")
    func issueGray() throws {
        let png = HandMadePNG.make(
            width: 1, height: 1, bitDepth: 16, colorType: 2,
            rows: [[0x9C, 0x40, 0x9C, 0x40, 0x9C, 0x40]])
        #expect(try PNGDecoder.decode(png)[0, 0] == .init(red: 156, green: 156, blue: 156))
    }

    @Test("A header over the budget is refused before decoding, naming the file and limit")
    func overBudget() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appending(path: "huge.png")
        let png = HandMadePNG.make(
            width: 16_000, height: 16_000, bitDepth: 8, colorType: 6, rows: [[1, 2, 3, 4]])
        try Data(png).write(to: url)
        #expect(try PNGDecoder.size(contentsOf: url) == PixelSize(width: 16_000, height: 16_000))
        #expect {
            try PNGDecoder.decode(contentsOf: url, maximumByteCount: 64 << 20)
        } throws: { error in
            let text = "\(error)"
            return text.contains(url.path) && text.contains("16000x16000")
                && text.contains("64 MiB")
        }
    }

    @Test("Directories, devices and FIFOs are refused at once, without reading them")
    func fileKinds() throws {
        let directory = try makeTemporaryDirectory()
        let fifo = directory.appending(path: "pipe.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for path in [directory.path, "/dev/zero", fifo.path] {
            #expect {
                try PNGDecoder.decode(contentsOf: URL(filePath: path))
            } throws: { error in
                (error as? ImageFileError)?.kind == .unreadable && "\(error)".contains(path)
            }
        }
    }

    @Test("A large file that is not a PNG is refused from its first bytes")
    func signatureFirst() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appending(path: "sparse.png")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        #expect {
            try PNGDecoder.decode(contentsOf: url)
        } throws: { error in
            (error as? ImageFileError)?.kind == .corrupt && "\(error)".contains("signature")
        }
        try FileManager.default.removeItem(at: url)
    }
}
