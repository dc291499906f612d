import KinemaCairo
import KinemaCore

/// Extracts the main colours of an image by k-means clustering of its pixels (Kinema's
/// demo of work done off the main actor).
///
/// **Method.** Pixels with alpha of at least 128 are sampled (every `n`th, so that at most
/// ``maximumSamples`` are used) as sRGB triples; k-means++ picks the first centres with a
/// seeded SplitMix64 generator, then Lloyd iterations assign each sample to its nearest
/// centre (squared sRGB distance) and move each centre to its samples' mean, until no
/// assignment changes or ``maximumIterations`` pass. A centre left without samples jumps to
/// the sample farthest from its centre. The palette is the centres, largest cluster first
/// (ties: lighter first). The same image, count and seed always give the same palette.
///
/// **Bad input.** A count below 1, or an image without opaque-enough pixels, gives an
/// empty palette; with fewer distinct colours than `count`, the palette has one entry per
/// distinct colour.
public struct PaletteExtractor: Hashable, Sendable {
    /// The number of colours wanted.
    public var count: Int
    /// The seed of the centre picks.
    public var seed: UInt64
    /// The most pixels clustered; 16,384 by default.
    public var maximumSamples = 16_384
    /// The most Lloyd iterations; 32 by default.
    public var maximumIterations = 32

    /// Creates an extractor.
    /// - Parameters:
    ///   - count: The number of colours; 5 by default.
    ///   - seed: The seed; a fixed one by default.
    public init(count: Int = 5, seed: UInt64 = 0x4B49_4E45_4D41) {
        self.count = count
        self.seed = seed
    }

    /// The palette of `image`, computed on a detached task (never on the caller's actor).
    public func extract(from image: RGBAImage) async -> [Color] {
        let extractor = self
        return await Task.detached(priority: .userInitiated) {
            extractor.palette(of: image)
        }.value
    }

    /// The palette of `image`, computed on the calling thread.
    /// - Complexity: O(samples × count × iterations).
    public func palette(of image: RGBAImage) -> [Color] {
        let samples = self.samples(of: image)
        var distinct = Set<[Double]>()
        for sample in samples where distinct.count <= count { distinct.insert(sample) }
        let k = min(count, distinct.count)
        guard k > 0 else { return [] }
        var centres = initialCentres(samples, k: k)
        var assignment = [Int](repeating: -1, count: samples.count)
        for _ in 0..<max(1, maximumIterations) {
            var changed = false
            for (index, sample) in samples.enumerated() {
                let nearest = Self.nearest(sample, in: centres).index
                if nearest != assignment[index] {
                    assignment[index] = nearest
                    changed = true
                }
            }
            if !changed { break }
            centres = updatedCentres(samples, assignment: assignment, old: centres)
        }
        var sizes = [Int](repeating: 0, count: k)
        for cluster in assignment { sizes[cluster] += 1 }
        return centres.indices
            .sorted {
                sizes[$0] != sizes[$1]
                    ? sizes[$0] > sizes[$1] : centres[$0].reduce(0, +) > centres[$1].reduce(0, +)
            }
            .map { Color(red: centres[$0][0], green: centres[$0][1], blue: centres[$0][2]) }
    }

    /// Every `n`th pixel with alpha >= 128, as sRGB components in 0...1.
    private func samples(of image: RGBAImage) -> [[Double]] {
        let pixelCount = image.width * image.height
        let step = max(1, (pixelCount + maximumSamples - 1) / max(maximumSamples, 1))
        var result: [[Double]] = []
        result.reserveCapacity(pixelCount / step + 1)
        image.pixels.withUnsafeBufferPointer { bytes in
            for pixel in stride(from: 0, to: pixelCount, by: step) where bytes[4 * pixel + 3] >= 128
            {
                result.append((0..<3).map { Double(bytes[4 * pixel + $0]) / 255 })
            }
        }
        return result
    }

    /// k-means++: the first centre uniformly, each next one with probability proportional
    /// to the squared distance to the nearest centre so far.
    private func initialCentres(_ samples: [[Double]], k: Int) -> [[Double]] {
        var random = SplitMix64(seed: seed)
        var centres = [samples[Int(random.next() % UInt64(samples.count))]]
        var distances = samples.map { Self.distance($0, centres[0]) }
        while centres.count < k {
            let total = distances.reduce(0, +)
            var target = random.nextUnit() * total
            var pick = distances.lastIndex { $0 > 0 } ?? 0
            for (index, distance) in distances.enumerated() where distance > 0 {
                target -= distance
                if target < 0 {
                    pick = index
                    break
                }
            }
            centres.append(samples[pick])
            for index in samples.indices {
                distances[index] = min(
                    distances[index], Self.distance(samples[index], samples[pick]))
            }
        }
        return centres
    }

    /// The means of the clusters; an empty cluster takes the sample farthest from its centre.
    private func updatedCentres(_ samples: [[Double]], assignment: [Int], old: [[Double]])
        -> [[Double]]
    {
        var sums = [[Double]](repeating: [0, 0, 0], count: old.count)
        var counts = [Int](repeating: 0, count: old.count)
        for (index, cluster) in assignment.enumerated() {
            for channel in 0..<3 { sums[cluster][channel] += samples[index][channel] }
            counts[cluster] += 1
        }
        return old.indices.map { cluster in
            if counts[cluster] > 0 { return sums[cluster].map { $0 / Double(counts[cluster]) } }
            let farthest = samples.indices.max {
                Self.distance(samples[$0], old[assignment[$0]])
                    < Self.distance(samples[$1], old[assignment[$1]])
            }
            return farthest.map { samples[$0] } ?? old[cluster]
        }
    }

    private static func distance(_ a: [Double], _ b: [Double]) -> Double {
        let (dr, dg, db) = (a[0] - b[0], a[1] - b[1], a[2] - b[2])
        return dr * dr + dg * dg + db * db
    }

    private static func nearest(_ sample: [Double], in centres: [[Double]]) -> (
        index: Int, distance: Double
    ) {
        var best = (index: 0, distance: Double.infinity)
        for (index, centre) in centres.enumerated() {
            let d = distance(sample, centre)
            if d < best.distance { best = (index, d) }
        }
        return best
    }
}

/// Sebastiano Vigna's SplitMix64: a small, fast, seeded generator.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in 0..<1 from the top 53 bits.
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
