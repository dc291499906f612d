/// A length-limited canonical Huffman code, as DEFLATE blocks carry them (RFC 1951, 3.2.2).
package struct HuffmanCode {
    /// The code length of each symbol in bits, 0 for a symbol that does not occur.
    package let lengths: [UInt8]
    /// Each symbol's code, bit-reversed so that it can be written least significant bit first.
    package let codes: [UInt16]

    /// The optimal code for `frequencies` whose lengths do not exceed `limit`.
    ///
    /// Symbols of frequency 0 get no code. Where the optimal code would be longer than
    /// `limit`, the frequencies are halved (keeping every used symbol at least 1) until it is
    /// not: slightly longer output in rare cases, never an invalid code.
    ///
    /// - Precondition: At least two symbols occur and `2^limit` is at least the symbol count, so
    ///   that the code is complete.
    package init(frequencies: [Int], limit: Int) {
        let used = frequencies.indices.filter { frequencies[$0] > 0 }
        precondition(
            used.count >= 2 && used.count <= 1 << limit,
            "a complete Huffman code of at most \(limit) bits needs 2...\(1 << limit) used "
                + "symbols, but \(used.count) occur")
        var weights = frequencies
        var lengths = Self.optimalLengths(weights, used: used)
        while lengths.max()! > limit {
            for symbol in used { weights[symbol] = (weights[symbol] + 1) / 2 }
            lengths = Self.optimalLengths(weights, used: used)
        }
        self.lengths = lengths.map { UInt8($0) }
        self.codes = Self.canonicalCodes(lengths)
    }

    /// Unlimited Huffman code lengths: the two-queue construction over the sorted leaves.
    private static func optimalLengths(_ weights: [Int], used: [Int]) -> [Int] {
        let leaves = used.sorted { (weights[$0], $0) < (weights[$1], $1) }
        // Nodes 0..<leaves.count are the leaves in order; then the merged nodes as created.
        var nodeWeights = leaves.map { weights[$0] }
        var parents = [Int](repeating: -1, count: 2 * leaves.count - 1)
        var nextLeaf = 0
        var nextMerged = leaves.count
        func takeSmallest() -> Int {
            if nextLeaf < leaves.count
                && (nextMerged == nodeWeights.count
                    || nodeWeights[nextLeaf] <= nodeWeights[nextMerged])
            {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        for _ in 1..<leaves.count {
            let first = takeSmallest()
            let second = takeSmallest()
            parents[first] = nodeWeights.count
            parents[second] = nodeWeights.count
            nodeWeights.append(nodeWeights[first] + nodeWeights[second])
        }
        // Merged nodes come after their children, so walking backwards from the root fills in
        // every parent's depth before its children need it.
        var depths = [Int](repeating: 0, count: nodeWeights.count)
        for node in stride(from: nodeWeights.count - 2, through: 0, by: -1) {
            depths[node] = depths[parents[node]] + 1
        }
        var lengths = [Int](repeating: 0, count: weights.count)
        for (index, symbol) in leaves.enumerated() { lengths[symbol] = depths[index] }
        return lengths
    }

    /// The canonical codes of RFC 1951, 3.2.2, bit-reversed for a least-significant-first writer.
    private static func canonicalCodes(_ lengths: [Int]) -> [UInt16] {
        let maximum = lengths.max()!
        var counts = [Int](repeating: 0, count: maximum + 1)
        for length in lengths where length > 0 { counts[length] += 1 }
        var next = [Int](repeating: 0, count: maximum + 1)
        var code = 0
        for bits in 1..<(maximum + 1) {
            code = (code + counts[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[length]
            next[length] += 1
            var reversed = 0
            for bit in 0..<length where value & (1 << bit) != 0 {
                reversed |= 1 << (length - 1 - bit)
            }
            return UInt16(reversed)
        }
    }
}
