import Foundation
import KinemaCore

/// A mesh gradient ready to draw: its vertices in local coordinates (see `MeshGradient`).
nonisolated public struct MeshGradientPaint: Equatable, Sendable {
    /// The number of vertices in a row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The vertices in local coordinates, row by row.
    public var points: [CGPoint]
    /// Their colours.
    public var colors: [Color]
    /// The colour where the mesh does not reach.
    public var background: Color
    /// The rectangle the background fills, in local coordinates.
    public var bounds: CGRect
    /// Whether colours follow cubic splines.
    public var smoothsColors: Bool

    /// Creates a paint; a paint whose counts do not make a mesh draws its background.
    public init(
        width: Int, height: Int, points: [CGPoint], colors: [Color], background: Color,
        bounds: CGRect, smoothsColors: Bool
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.bounds = bounds
        self.smoothsColors = smoothsColors
    }

    /// Whether the counts make a mesh.
    public var isValid: Bool {
        width >= 2 && height >= 2 && points.count == width * height
            && colors.count == width * height
    }

    /// One small quadrilateral of the mesh with the colours at its corners, in the order
    /// top leading, top trailing, bottom trailing, bottom leading.
    public struct Patch: Equatable, Sendable {
        /// The corners.
        public var corners: [CGPoint]
        /// The colours at the corners.
        public var colors: [Color]
    }

    /// The mesh cut into `subdivisions` by `subdivisions` patches per cell, from the
    /// surface through the vertices (see `MeshGradient`); none for a paint that is not a
    /// mesh.
    /// - Complexity: O(cells × subdivisions²).
    public func patches(subdivisions: Int) -> [Patch] {
        guard isValid else { return [] }
        let n = min(max(subdivisions, 1), 64)
        let columns = (width - 1) * n + 1
        let rows = (height - 1) * n + 1
        var samples: [(CGPoint, Color)] = []
        samples.reserveCapacity(columns * rows)
        for row in 0..<rows {
            let v = Double(row) / Double(n)
            for column in 0..<columns {
                samples.append(sample(u: Double(column) / Double(n), v: v))
            }
        }
        var patches: [Patch] = []
        patches.reserveCapacity((columns - 1) * (rows - 1))
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                let corners = [
                    row * columns + column, row * columns + column + 1,
                    (row + 1) * columns + column + 1, (row + 1) * columns + column,
                ]
                patches.append(
                    Patch(
                        corners: corners.map { samples[$0].0 },
                        colors: corners.map { samples[$0].1 }))
            }
        }
        return patches
    }

    /// The surface's point and colour at grid coordinates (`u` along rows, `v` down
    /// columns, in vertex units).
    private func sample(u: Double, v: Double) -> (CGPoint, Color) {
        let i = min(Int(u), width - 2)
        let j = min(Int(v), height - 2)
        let (s, t) = (u - Double(i), v - Double(j))
        func vertex(_ x: Int, _ y: Int) -> Int {
            min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)
        }
        // The 4 x 4 neighbourhood's weights: Catmull-Rom along each axis.
        let ws = Self.catmullRom(s)
        let wt = Self.catmullRom(t)
        var x = 0.0
        var y = 0.0
        var cubic = [0.0, 0.0, 0.0, 0.0]
        for b in 0..<4 {
            for a in 0..<4 {
                let w = ws[a] * wt[b]
                let k = vertex(i - 1 + a, j - 1 + b)
                x += w * points[k].x
                y += w * points[k].y
                let c = colors[k]
                cubic[0] += w * c.red
                cubic[1] += w * c.green
                cubic[2] += w * c.blue
                cubic[3] += w * c.opacity
            }
        }
        let color: Color
        if smoothsColors {
            color = Color(red: cubic[0], green: cubic[1], blue: cubic[2], opacity: cubic[3])
        } else {
            let corners = [vertex(i, j), vertex(i + 1, j), vertex(i, j + 1), vertex(i + 1, j + 1)]
            let weights = [(1 - s) * (1 - t), s * (1 - t), (1 - s) * t, s * t]
            var mixed = [0.0, 0.0, 0.0, 0.0]
            for (k, w) in zip(corners, weights) {
                let c = colors[k]
                mixed[0] += w * c.red
                mixed[1] += w * c.green
                mixed[2] += w * c.blue
                mixed[3] += w * c.opacity
            }
            color = Color(red: mixed[0], green: mixed[1], blue: mixed[2], opacity: mixed[3])
        }
        return (CGPoint(x: x, y: y), color.clampedComponents)
    }

    /// The Catmull-Rom weights at `t` (see `catmullRom(_:)`), for tests.
    package static func catmullRomForTesting(_ t: Double) -> [Double] { catmullRom(t) }

    /// The Catmull-Rom weights of the four neighbouring values at `t` in the middle span:
    /// they sum to 1, give the second value at 0 and the third at 1.
    internal static func catmullRom(_ t: Double) -> [Double] {
        let t2 = t * t
        let t3 = t2 * t
        return [
            (-t3 + 2 * t2 - t) / 2,
            (3 * t3 - 5 * t2 + 2) / 2,
            (-3 * t3 + 4 * t2 + t) / 2,
            (t3 - t2) / 2,
        ]
    }
}

nonisolated extension Color {
    /// The colour with each component clamped to 0...1 (splines overshoot a little).
    fileprivate var clampedComponents: Color {
        func c(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0 }
        return Color(red: c(red), green: c(green), blue: c(blue), opacity: c(opacity))
    }
}
