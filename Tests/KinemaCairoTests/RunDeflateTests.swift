import CDeflate
import KinemaCairo
import KinemaTestSupport
import Testing

@Suite("RunDeflate and its Huffman codes")
struct RunDeflateTests {
    /// Inflates a zlib stream with libdeflate's decompressor (independent of the encoder).
    static func inflate(_ stream: [UInt8], expectedCount: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: expectedCount + 1)
        var actual = 0
        let result = stream.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { target in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, target.baseAddress,
                    target.count, &actual)
            }
        }
        return result == LIBDEFLATE_SUCCESS ? Array(output[0..<actual]) : nil
    }

    /// Inputs with their pixel and row distances, and the largest compressed size they may
    /// take (so that a compressor that stops finding matches fails).
    static let inputs: [(name: String, bytes: [UInt8], pixel: Int, row: Int, limit: Int)] = {
        var random = SeededGenerator(seed: 7)
        let noise = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let rowOfNoise = Array(noise[0..<1537])
        let repeatedRows = Array((0..<300).map { _ in rowOfNoise }.joined())
        let wideRow = Array(noise[0..<40_001])
        var mixed: [UInt8] = []
        for index in 0..<2_000 {
            mixed +=
                index % 3 == 0
                ? Array(noise[index..<index + 17])
                : [UInt8](
                    repeating: UInt8(index % 251), count: 4 * (index % 90))
        }
        return [
            ("empty", [], 3, 1537, 32),
            ("one byte", [42], 3, 1537, 32),
            ("a million zeros", [UInt8](repeating: 0, count: 1_000_000), 3, 1537, 4_000),
            ("seeded noise over several blocks", noise, 4, 2049, 203_000),
            ("a row repeated 300 times", repeatedRows, 3, 1537, 6_000),
            ("rows wider than the window", wideRow + wideRow, 4, 40_001, 82_000),
            ("runs between bursts of noise", mixed, 4, 1000, 60_000),
        ]
    }()

    @Test("Round trip through libdeflate's decompressor", arguments: inputs.indices)
    func roundTrip(index: Int) throws {
        let input = Self.inputs[index]
        let stream = RunDeflate.zlibCompress(
            input.bytes, pixelDistance: input.pixel, rowDistance: input.row)
        #expect(Self.inflate(stream, expectedCount: input.bytes.count) == input.bytes)
        #expect(stream.count <= input.limit, "\(input.name): \(stream.count) bytes")
        // zlib header: deflate, 32 KiB window, a multiple of 31.
        #expect(
            stream.count >= 6 && stream[0] == 0x78
                && (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
    }

    /// Kraft's sum of the code lengths in units of 2^-limit: exactly 2^limit for a complete
    /// code.
    static func kraftSum(_ lengths: [UInt8], limit: Int) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (limit - Int($1)) }
    }

    @Test("Optimal lengths where no limit applies")
    func optimalLengths() {
        let code = HuffmanCode(frequencies: [1, 1, 2, 4, 0], limit: 15)
        #expect(code.lengths == [3, 3, 2, 1, 0])
        // Canonical codes (RFC 1951, 3.2.2): 110, 111, 10, 0, read bit-reversed.
        #expect(code.codes[0...3] == [0b011, 0b111, 0b01, 0b0])
    }

    @Test(
        "Fibonacci frequencies are limited and the code stays complete",
        arguments: [(40, 15), (19, 7), (286, 15), (30, 15)])
    func limitedLengths(symbols: Int, limit: Int) {
        var frequencies = [1, 1]
        while frequencies.count < symbols {
            frequencies.append(
                min(
                    1 << 40,
                    frequencies[frequencies.count - 1]
                        + frequencies[frequencies.count - 2]))
        }
        let code = HuffmanCode(frequencies: frequencies, limit: limit)
        #expect(Int(code.lengths.max()!) <= limit)
        #expect(code.lengths.allSatisfy { $0 > 0 })
        #expect(Self.kraftSum(code.lengths, limit: limit) == 1 << limit)
    }

    @Test("Seeded random frequencies give complete codes within the limit")
    func randomFrequencies() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let count = Int.random(in: 2...286, using: &random)
            var frequencies = (0..<count).map { _ in
                Int.random(in: 0...3, using: &random) == 0
                    ? 0 : Int.random(in: 1...100_000, using: &random)
            }
            frequencies[0] = max(1, frequencies[0])
            frequencies[count - 1] = max(1, frequencies[count - 1])
            let code = HuffmanCode(frequencies: frequencies, limit: 15)
            #expect(Self.kraftSum(code.lengths, limit: 15) == 1 << 15)
            #expect(zip(frequencies, code.lengths).allSatisfy { ($0 == 0) == ($1 == 0) })
        }
    }
}
