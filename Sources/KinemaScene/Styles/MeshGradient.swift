import Foundation
import KinemaCore

/// A two-dimensional gradient over a grid of points, each with a colour, as SwiftUI's
/// `MeshGradient` (iOS 18): a view that fills its frame, and a shape style.
///
/// ```swift
/// MeshGradient(
///     width: 3, height: 3,
///     points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
///     colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
/// ```
///
/// Points are in the unit square of the bounds, row by row from the top leading corner.
/// Kinema draws the mesh as a smooth surface through the points (Catmull-Rom splines
/// along rows and columns) cut into small patches that Cairo shades between their corner
/// colours; with `smoothsColors` the colours follow the same cubic splines, else they are
/// interpolated bilinearly within each cell. Bézier points' control points are not used
/// (their positions are). The background colour fills the bounds where the mesh does not
/// reach. Points and colours animate like any paint when both meshes have the same size.
///
/// Bad input: a width or height below 2, or point and colour counts other than
/// `width × height`, draws the background alone (a view records a diagnostic); NaN or
/// infinite coordinates are 0.
nonisolated public struct MeshGradient: ShapeStyle, View, Equatable, Sendable, PaintSource {
    /// Where the vertices of a mesh are, as SwiftUI's `MeshGradient.Locations`.
    public enum Locations: Equatable, Sendable {
        /// Points in the unit square.
        case points([SIMD2<Float>])
        /// Bézier points (their positions are used).
        case bezierPoints([BezierPoint])
    }

    /// The colours of the vertices, as SwiftUI's `MeshGradient.Colors`.
    public enum Colors: Equatable, Sendable {
        /// One colour per vertex.
        case colors([Color])
    }

    /// A vertex with its Bézier control points, as SwiftUI's `MeshGradient.BezierPoint`.
    public struct BezierPoint: Equatable, Sendable {
        /// The vertex.
        public var position: SIMD2<Float>
        /// The control point towards the vertex on the leading side.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point towards the vertex above.
        public var topControlPoint: SIMD2<Float>
        /// The control point towards the vertex on the trailing side.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point towards the vertex below.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a vertex with its control points.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>,
            topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>,
            bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The number of vertices in a row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The vertices, row by row.
    public var locations: Locations
    /// Their colours.
    public var colors: Colors
    /// The colour where the mesh does not reach.
    public var background: Color
    /// Whether colours follow cubic splines (else bilinear within each cell).
    public var smoothsColors: Bool
    /// The space colours are interpolated in (Kinema interpolates sRGB components).
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` by `height` vertices at `locations` with `colors`.
    public init(
        width: Int, height: Int, locations: Locations, colors: Colors,
        background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` by `height` vertices at `points` with `colors`.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
        background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` by `height` Bézier vertices with `colors`.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color],
        background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints),
            colors: .colors(colors), background: background, smoothsColors: smoothsColors,
            colorSpace: colorSpace)
    }

    /// The vertices in the unit square, NaN and infinity as 0.
    internal var unitPoints: [CGPoint] {
        func clean(_ x: Float) -> Double { x.isFinite ? Double(x) : 0 }
        switch locations {
        case .points(let points): return points.map { CGPoint(x: clean($0.x), y: clean($0.y)) }
        case .bezierPoints(let points):
            return points.map { CGPoint(x: clean($0.position.x), y: clean($0.position.y)) }
        }
    }

    /// The vertex colours.
    internal var vertexColors: [Color] {
        switch colors {
        case .colors(let colors): return colors
        }
    }

    /// Whether the counts make a mesh: at least 2 by 2, one point and one colour per vertex.
    internal var isValid: Bool {
        let (w, h) = (width, height)
        guard w >= 2, h >= 2, w <= 1_000, h <= 1_000 else { return false }
        return unitPoints.count == w * h && vertexColors.count == w * h
    }

    internal var unresolved: UnresolvedPaint { .mesh(self) }

    /// The mesh filling the frame.
    public var body: some View { MeshGradientView(mesh: self) }
}

/// A mesh gradient as a view: a rectangle filled with it, and a diagnostic for a mesh
/// that cannot be drawn.
nonisolated internal struct MeshGradientView: View, PrimitiveView {
    internal let mesh: MeshGradient

    typealias Body = Never

    @MainActor internal func resolve(id: Int, context: inout ResolveContext) {
        if !mesh.isValid {
            context.diagnose(
                "MeshGradient \(mesh.width)x\(mesh.height) with \(mesh.unitPoints.count) points "
                    + "and \(mesh.vertexColors.count) colours is not a mesh (at least 2x2, one "
                    + "point and colour per vertex); drawing its background")
        }
        context.resolve(Rectangle().fill(mesh), id: id)
    }
}

/// A mesh gradient ready to draw: its vertices in local coordinates (see ``MeshGradient``).
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
    /// surface through the vertices (see ``MeshGradient``); none for a paint that is not a
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
