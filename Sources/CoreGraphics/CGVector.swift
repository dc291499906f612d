#if os(Linux)
    import Foundation

    /// A two-dimensional vector, as CoreGraphics' `CGVector`: a displacement or a
    /// velocity (`dx`, `dy`), where `CGPoint` is a position. Linux's Foundation has no
    /// `CGVector`; this one has CoreGraphics' Swift API.
    ///
    /// ```swift
    /// var velocity = CGVector(dx: 120, dy: -80)   // points per second
    /// position.x += velocity.dx * step
    /// ```
    ///
    /// Like CoreGraphics' type it is plain storage: NaN and infinite components are kept
    /// as given.
    @frozen
    public struct CGVector: Hashable, Sendable {
        /// The x component.
        public var dx: CGFloat
        /// The y component.
        public var dy: CGFloat

        /// The zero vector, as CoreGraphics' `init()`.
        @inlinable
        public init() {
            dx = 0
            dy = 0
        }

        /// A vector of two components.
        /// - Parameters:
        ///   - dx: The x component.
        ///   - dy: The y component.
        @inlinable
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// A vector of two `Double` components.
        /// - Parameters:
        ///   - dx: The x component.
        ///   - dy: The y component.
        @inlinable
        public init(dx: Double, dy: Double) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// A vector of two integer components.
        /// - Parameters:
        ///   - dx: The x component.
        ///   - dy: The y component.
        @inlinable
        public init(dx: Int, dy: Int) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// The vector whose components are both zero.
        public static var zero: CGVector { CGVector() }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A vector of two components, as CoreGraphics' C function.
    /// - Parameters:
    ///   - dx: The x component.
    ///   - dy: The y component.
    /// - Returns: `CGVector(dx: dx, dy: dy)`.
    @inlinable
    public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector {
        CGVector(dx: dx, dy: dy)
    }

    extension CGVector: CustomDebugStringConvertible {
        /// The components, as CoreGraphics prints them: `(3.0, -4.0)`.
        public var debugDescription: String { "(\(dx), \(dy))" }
    }

    extension CGVector: Codable {
        /// Decodes the two components from an unkeyed container, `[dx, dy]`, as
        /// CoreGraphics' (and Foundation's `CGPoint`) encoding.
        /// - Parameter decoder: The decoder.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            let dx = try container.decode(CGFloat.self)
            let dy = try container.decode(CGFloat.self)
            self.init(dx: dx, dy: dy)
        }

        /// Encodes the two components in an unkeyed container, `[dx, dy]`.
        /// - Parameter encoder: The encoder.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(dx)
            try container.encode(dy)
        }
    }
#endif
