/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in whole pixels: origin at the top left, `y` growing downwards.
public struct PixelRect: Hashable, Sendable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The first column to the right of the rectangle.
    public var maxX: Int { x + width }

    /// The first row below the rectangle.
    public var maxY: Int { y + height }

    /// The size of the rectangle.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// Whether the two rectangles share at least one pixel.
    public func intersects(_ other: PixelRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether every pixel of `other` lies inside this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}
