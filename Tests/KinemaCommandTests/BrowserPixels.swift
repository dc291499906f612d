import Foundation
import KinemaCairo

/// The attributes of the element with `id` in `html` (a DOM Chromium printed).
func attributes(ofElementWithID id: String, in html: String) -> [String: String] {
    // Each opening tag's attributes, until the one whose id is `id` (no pattern is built
    // from `id`, so any id text is safe).
    for tag in html.matches(of: /<[a-z]+ [^>]*>/) {
        var values: [String: String] = [:]
        for match in html[tag.range].matches(of: /([a-z-]+)="([^"]*)"/) {
            values[String(match.output.1)] = String(match.output.2)
        }
        if values["id"] == id { return values }
    }
    return [:]
}

extension RGBAImage {
    /// The image drawn over opaque white, as a page with a white background shows it.
    func overWhite() -> RGBAImage {
        var result = self
        for y in 0..<height {
            for x in 0..<width {
                let pixel = self[x, y]
                let alpha = Int(pixel.alpha)
                func mix(_ value: UInt8) -> UInt8 {
                    UInt8((Int(value) * alpha + 255 * (255 - alpha) + 127) / 255)
                }
                result[x, y] = Pixel(
                    red: mix(pixel.red), green: mix(pixel.green), blue: mix(pixel.blue))
            }
        }
        return result
    }

    /// The largest difference of any color component between two images of one size.
    func largestDifference(from other: RGBAImage) -> Int {
        precondition(size == other.size, "Sizes differ: \(size) and \(other.size)")
        return zip(pixels, other.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }
}
