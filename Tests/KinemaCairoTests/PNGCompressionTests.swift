import Foundation
import KinemaCairo
import Testing

@Suite("PNG encoder compression setting")
struct PNGCompressionTests {
    /// An opaque 256x64 horizontal gradient: filter Sub (chosen by `.small`'s adaptive
    /// filters) turns each row into runs of 1s, which `.fast`'s filter None cannot.
    static let gradient: RGBAImage = {
        var image = RGBAImage(width: 256, height: 64)
        for y in 0..<64 {
            for x in 0..<256 {
                let value = UInt8(x)
                image[x, y] = .init(red: value, green: 255 - value, blue: UInt8(y * 4))
            }
        }
        return image
    }()

    @Test("Setting compression after init takes effect", arguments: [PNGCompression.fast, .small])
    func setAfterInit(_ compression: PNGCompression) throws {
        var encoder = PNGEncoder(compression: compression == .fast ? .small : .fast)
        encoder.compression = compression
        let bytes = try encoder.encode(Self.gradient)
        #expect(bytes == (try PNGEncoder(compression: compression).encode(Self.gradient)))
        #expect(try PNGDecoder.decode(bytes) == Self.gradient)
    }

    @Test("small writes a smaller file than fast for a smooth gradient")
    func smallIsSmaller() throws {
        var encoder = PNGEncoder()
        let fast = try encoder.encode(Self.gradient)
        encoder.compression = .small
        let small = try encoder.encode(Self.gradient)
        #expect(small.count * 2 < fast.count, "small \(small.count) bytes, fast \(fast.count)")
    }

    @Test("Setting compression drops settings a benchmark chose")
    func benchmarkSettingsDropped() throws {
        let level1 = PNGEncodingSettings(filter: PNGRowFilter.none, level: 1)
        var encoder = PNGEncoder(settings: level1)
        #expect(encoder.settings == level1)
        encoder.compression = .small
        #expect(encoder.settings == PNGCompression.small.settings)
        #expect(encoder == PNGEncoder(compression: .small))
    }
}
