/// Writes a DEFLATE bit stream: values packed least significant bit first (RFC 1951, 3.1.1).
struct DeflateBitWriter {
    /// Where the next whole byte goes.
    private var target: UnsafeMutablePointer<UInt8>
    /// The first byte of the output.
    private let start: UnsafeMutablePointer<UInt8>
    /// Bits not yet written, in the low `pending` bits.
    private var buffer: UInt64 = 0
    /// How many bits of `buffer` are valid (below 32 between calls).
    private var pending = 0

    /// A writer filling `output`, which must have room for everything written.
    init(into output: UnsafeMutablePointer<UInt8>) {
        self.target = output
        self.start = output
    }

    /// The bytes written so far, counting a partial last byte once ``finish()`` was called.
    var byteCount: Int { target - start }

    /// Appends the low `count` bits of `value` (`count` at most 32; higher bits must be 0).
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        buffer |= UInt64(value) << UInt64(pending)
        pending += count
        if pending >= 32 {
            UnsafeMutableRawPointer(target).storeBytes(
                of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            target += 4
            buffer >>= 32
            pending -= 32
        }
    }

    /// Writes out the pending bits, padding the last byte with zeros.
    mutating func finish() {
        while pending > 0 {
            target.pointee = UInt8(truncatingIfNeeded: buffer)
            target += 1
            buffer >>= 8
            pending -= min(8, pending)
        }
    }

    /// Appends bytes after ``finish()`` (the zlib trailer).
    mutating func appendBigEndian(_ value: UInt32) {
        precondition(pending == 0, "bytes appended to a bit stream with \(pending) bits pending")
        for shift in [24, 16, 8, 0] as [UInt32] {
            target.pointee = UInt8(truncatingIfNeeded: value >> shift)
            target += 1
        }
    }
}
