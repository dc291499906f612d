/// The DEFLATE blocks of ``RunDeflate``: dynamic Huffman codes (RFC 1951, 3.2.7).
extension RunDeflate {
    /// A match token: this bit, the length (3...258) at bit 16, the distance (1...32768) below.
    static let matchFlag: UInt32 = 0x8000_0000

    /// The first length of each length symbol 257...285, and its extra bits.
    static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ]
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The first distance of each distance symbol 0...29; its extra bits are `max(0, s/2 - 1)`.
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// The order in which a block header lists the code lengths of the code-length alphabet.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    /// `lengthSymbols[length]` is the index (0...28) of the length symbol of `length` (3...258).
    static let lengthSymbols: [UInt8] = (0...maximumMatch).map { length in
        UInt8(max(0, (lengthBases.lastIndex { $0 <= length } ?? 0)))
    }

    /// LZ-parses `data` into blocks of at most ``blockSymbols`` tokens and writes each.
    ///
    /// At each position the matches one pixel and one row back are tried first; where both
    /// are short, the last position with the same four bytes (a hash table updated only at
    /// literals and match starts, never inside matches) is tried too.
    static func compress(
        _ data: UnsafePointer<UInt8>, count: Int, pixelDistance: Int, rowDistance: Int,
        into writer: inout DeflateBitWriter
    ) {
        let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSymbols)
        defer { tokens.deallocate() }
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
        defer { table.deallocate() }
        table.initialize(repeating: Int32.min, count: 1 << hashBits)
        let distanceSymbols = distanceSymbolTable
        var position = 0
        repeat {
            var literalCounts = [Int](repeating: 0, count: 286)
            var distanceCounts = [Int](repeating: 0, count: 30)
            var tokenCount = 0
            while tokenCount < blockSymbols && position < count {
                var (length, slot) = longestMatch(
                    data, at: position, count: count, pixelDistance: pixelDistance,
                    rowDistance: rowDistance)
                var distance = slot == 0 ? pixelDistance : rowDistance
                if length < 16 && position + 4 <= count {
                    let word = UnsafeRawPointer(data + position).loadUnaligned(as: UInt32.self)
                    let hash = Int((word &* 0x1E35_A7BD) >> UInt32(32 - hashBits))
                    let candidate = Int(table[hash])
                    table[hash] = Int32(position)
                    let back = position - candidate
                    if back <= maximumDistance {
                        let limit = min(maximumMatch, count - position)
                        let found = matchLength(data, at: position, distance: back, limit: limit)
                        if found > length {
                            length = found
                            distance = back
                        }
                    }
                }
                if length >= minimumMatch {
                    tokens[tokenCount] = matchFlag | UInt32(length) << 16 | UInt32(distance)
                    literalCounts[257 + Int(lengthSymbols[length])] += 1
                    distanceCounts[Int(distanceSymbols[distanceIndex(distance)])] += 1
                    position += length
                } else {
                    tokens[tokenCount] = UInt32(data[position])
                    literalCounts[Int(data[position])] += 1
                    position += 1
                }
                tokenCount += 1
            }
            writeBlock(
                UnsafeBufferPointer(start: tokens, count: tokenCount), isFinal: position >= count,
                literalCounts: literalCounts, distanceCounts: distanceCounts, into: &writer)
        } while position < count
    }

    /// Bits of the hash of four bytes.
    static let hashBits = 15

    /// The index into ``distanceSymbolTable`` of `distance` (1...32768), as zlib arranges it.
    @inline(__always)
    static func distanceIndex(_ distance: Int) -> Int {
        distance <= 256 ? distance - 1 : 256 + (distance - 1) >> 7
    }

    /// The distance symbol (0...29) of each ``distanceIndex(_:)``.
    static let distanceSymbolTable: [UInt8] = (0..<512).map { index in
        let distance = index < 256 ? index + 1 : ((index - 256) << 7) + 1
        return UInt8(distanceBases.lastIndex { $0 <= distance }!)
    }

    /// Writes one dynamic-Huffman block of `tokens`.
    private static func writeBlock(
        _ tokens: UnsafeBufferPointer<UInt32>, isFinal: Bool, literalCounts: [Int],
        distanceCounts: [Int], into writer: inout DeflateBitWriter
    ) {
        var literalCounts = literalCounts
        var distanceCounts = distanceCounts
        literalCounts[256] = 1  // end of block
        ensureTwoUsed(&literalCounts)
        ensureTwoUsed(&distanceCounts)
        let literalCode = HuffmanCode(frequencies: literalCounts, limit: 15)
        let distanceCode = HuffmanCode(frequencies: distanceCounts, limit: 15)
        writer.write(isFinal ? 1 : 0, count: 1)
        writer.write(2, count: 2)  // dynamic Huffman codes
        writeCodes(literal: literalCode.lengths, distance: distanceCode.lengths, into: &writer)

        literalCode.codes.withUnsafeBufferPointer { codes in
            literalCode.lengths.withUnsafeBufferPointer { lengths in
                for token in tokens {
                    if token & matchFlag == 0 {
                        writer.write(UInt32(codes[Int(token)]), count: Int(lengths[Int(token)]))
                        continue
                    }
                    let length = Int(token >> 16 & 0x1FF)
                    let index = Int(lengthSymbols[length])
                    let codeLength = Int(lengths[257 + index])
                    let extra = UInt32(length - lengthBases[index]) << UInt32(codeLength)
                    writer.write(
                        UInt32(codes[257 + index]) | extra,
                        count: codeLength + lengthExtraBits[index])
                    let distance = Int(token & 0xFFFF)
                    let symbol = Int(distanceSymbolTable[distanceIndex(distance)])
                    let distanceLength = Int(distanceCode.lengths[symbol])
                    let distanceExtra =
                        UInt32(distance - distanceBases[symbol]) << UInt32(distanceLength)
                    writer.write(
                        UInt32(distanceCode.codes[symbol]) | distanceExtra,
                        count: distanceLength + max(0, symbol / 2 - 1))
                }
                writer.write(UInt32(codes[256]), count: Int(lengths[256]))
            }
        }
    }

    /// Gives unused symbols 0 and 1 a count where fewer than two symbols occur, so that the
    /// code is complete (some decoders refuse a single one-bit code).
    private static func ensureTwoUsed(_ counts: inout [Int]) {
        for symbol in 0..<2 where counts.lazy.filter({ $0 > 0 }).count < 2 && counts[symbol] == 0 {
            counts[symbol] = 1
        }
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the run-length coded code lengths.
    private static func writeCodes(
        literal: [UInt8], distance: [UInt8], into writer: inout DeflateBitWriter
    ) {
        let literalCount = max(257, (literal.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distance.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literal[0..<literalCount]) + Array(distance[0..<distanceCount])
        // (symbol 0...18, extra value, extra bits)
        var symbols: [(Int, UInt32, Int)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    symbols.append((18, UInt32(take - 11), 7))
                    run -= take
                }
                if run >= 3 {
                    symbols.append((17, UInt32(run - 3), 3))
                    run = 0
                }
            } else {
                symbols.append((Int(value), 0, 0))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    symbols.append((16, UInt32(take - 3), 2))
                    run -= take
                }
            }
            for _ in 0..<run { symbols.append((Int(value), 0, 0)) }
        }
        var counts = [Int](repeating: 0, count: 19)
        for (symbol, _, _) in symbols { counts[symbol] += 1 }
        ensureTwoUsed(&counts)
        let code = HuffmanCode(frequencies: counts, limit: 7)
        let headerCount = max(4, (codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(headerCount - 4), count: 4)
        for symbol in codeLengthOrder[0..<headerCount] {
            writer.write(UInt32(code.lengths[symbol]), count: 3)
        }
        for (symbol, extra, bits) in symbols {
            writer.write(UInt32(code.codes[symbol]), count: Int(code.lengths[symbol]))
            if bits > 0 { writer.write(extra, count: bits) }
        }
    }
}
