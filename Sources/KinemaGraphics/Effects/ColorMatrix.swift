import Foundation
import KinemaCore

/// A 4x5 matrix that transforms a colour, as SwiftUI's `ColorMatrix` (used by
/// `GraphicsContext`'s colour-matrix filter and by Kinema's colour effects).
///
/// Each output component is a row times `(r, g, b, a, 1)` of the straight-alpha input:
///
/// ```
/// r' = r1·r + r2·g + r3·b + r4·a + r5
/// g' = g1·r + g2·g + g3·b + g4·a + g5
/// b' = b1·r + b2·g + b3·b + b4·a + b5
/// a' = a1·r + a2·g + a3·b + a4·a + a5
/// ```
///
/// The result is clamped to 0...1. The default matrix is the identity.
nonisolated public struct ColorMatrix: Equatable, Sendable {
    /// Red from red.
    public var r1: Float = 1
    /// Red from green.
    public var r2: Float = 0
    /// Red from blue.
    public var r3: Float = 0
    /// Red from alpha.
    public var r4: Float = 0
    /// Red offset.
    public var r5: Float = 0
    /// Green from red.
    public var g1: Float = 0
    /// Green from green.
    public var g2: Float = 1
    /// Green from blue.
    public var g3: Float = 0
    /// Green from alpha.
    public var g4: Float = 0
    /// Green offset.
    public var g5: Float = 0
    /// Blue from red.
    public var b1: Float = 0
    /// Blue from green.
    public var b2: Float = 0
    /// Blue from blue.
    public var b3: Float = 1
    /// Blue from alpha.
    public var b4: Float = 0
    /// Blue offset.
    public var b5: Float = 0
    /// Alpha from red.
    public var a1: Float = 0
    /// Alpha from green.
    public var a2: Float = 0
    /// Alpha from blue.
    public var a3: Float = 0
    /// Alpha from alpha.
    public var a4: Float = 1
    /// Alpha offset.
    public var a5: Float = 0

    /// The identity matrix.
    public init() {}

    /// The twenty entries, row by row (Kinema's own).
    public var entries: [Float] {
        [
            r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5,
        ]
    }

    /// A matrix from its twenty entries, row by row (Kinema's own); `nil` unless there are
    /// exactly twenty.
    public init?(entries: [Float]) {
        guard entries.count == 20 else { return nil }
        (r1, r2, r3, r4, r5) = (entries[0], entries[1], entries[2], entries[3], entries[4])
        (g1, g2, g3, g4, g5) = (entries[5], entries[6], entries[7], entries[8], entries[9])
        (b1, b2, b3, b4, b5) = (entries[10], entries[11], entries[12], entries[13], entries[14])
        (a1, a2, a3, a4, a5) = (entries[15], entries[16], entries[17], entries[18], entries[19])
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ColorMatrix() }

    /// The straight-alpha colour `rgba` transformed and clamped to 0...1 (Kinema's own); a
    /// NaN component (from NaN or infinite entries) is 0.
    public func apply(to rgba: SIMD4<Float>) -> SIMD4<Float> {
        let (r, g, b, a) = (rgba.x, rgba.y, rgba.z, rgba.w)
        let out = SIMD4<Float>(
            r1 * r + r2 * g + r3 * b + r4 * a + r5,
            g1 * r + g2 * g + g3 * b + g4 * a + g5,
            b1 * r + b2 * g + b3 * b + b4 * a + b5,
            a1 * r + a2 * g + a3 * b + a4 * a + a5)
        return out.replacing(with: 0, where: out .!= out)
            .clamped(lowerBound: .zero, upperBound: .one)
    }

    /// `other` applied after this matrix (Kinema's own): `other.apply(to: apply(to: c))`
    /// without the clamping in between.
    public func followed(by other: ColorMatrix) -> ColorMatrix {
        let a = entries
        let b = other.entries
        var result = [Float](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum: Float = column == 4 ? b[row * 5 + 4] : 0
                for k in 0..<4 { sum += b[row * 5 + k] * a[k * 5 + column] }
                result[row * 5 + column] = sum
            }
        }
        return ColorMatrix(entries: result)!
    }
}
