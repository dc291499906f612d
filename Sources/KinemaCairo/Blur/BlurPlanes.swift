/// The working copy of an image during a blur: four `Float` components per pixel, and a
/// second buffer the passes alternate with.
struct BlurPlanes {
    let width: Int
    let height: Int
    /// Components, `4 * width * height`, interleaved as in the source (B, G, R, A in memory on
    /// little-endian machines; the blur does not care which is which).
    private var current: [Float]
    private var scratch: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        current = [Float](repeating: 0, count: 4 * width * height)
        scratch = current
    }

    /// Copies the bytes of each row into the working buffer.
    mutating func load(_ base: UnsafeMutableRawPointer, bytesPerRow: Int) {
        let width = width
        current.withUnsafeMutableBufferPointer { values in
            for y in 0..<height {
                let row = base.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow
                let target = values.baseAddress! + 4 * width * y
                for i in 0..<4 * width { target[i] = Float(row[i]) }
            }
        }
    }

    /// Three passes along the rows, then three along the columns, for `channels` components.
    mutating func blur(with kernel: BoxBlurKernel, channels: Int, clampsEdges: Bool) {
        let (width, height) = (width, height)
        for horizontal in [true, false] {
            for _ in 0..<3 {
                current.withUnsafeBufferPointer { input in
                    scratch.withUnsafeMutableBufferPointer { output in
                        let source = input.baseAddress!
                        let target = output.baseAddress!
                        let lines = horizontal ? height : width
                        let step = horizontal ? 4 : 4 * width
                        let count = horizontal ? width : height
                        for line in 0..<lines {
                            let start = horizontal ? 4 * width * line : 4 * line
                            for channel in 0..<channels {
                                kernel.apply(
                                    source + start + channel, target + start + channel,
                                    count: count, stride: step, clampsEdges: clampsEdges)
                            }
                        }
                    }
                }
                swap(&current, &scratch)
            }
        }
    }

    /// Rounds the components back into the bytes; a color never exceeds its alpha.
    func store(into base: UnsafeMutableRawPointer, bytesPerRow: Int, channels: Int) {
        let width = width
        current.withUnsafeBufferPointer { values in
            for y in 0..<height {
                let row = base.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow
                let source = values.baseAddress! + 4 * width * y
                for x in 0..<width {
                    let pixel = source + 4 * x
                    // Alpha is the fourth byte of a native-endian ARGB32 word on little-endian
                    // machines, the first on big-endian ones.
                    let alphaIndex = 1.littleEndian == 1 ? 3 : 0
                    let alpha = channels == 4 ? Self.byte(pixel[alphaIndex]) : 255
                    for channel in 0..<channels {
                        let value = Self.byte(pixel[channel])
                        row[4 * x + channel] = channel == alphaIndex ? value : min(value, alpha)
                    }
                }
            }
        }
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}
