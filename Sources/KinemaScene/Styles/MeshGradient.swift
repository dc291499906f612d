import Foundation
import KinemaCore
import KinemaGraphics

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

    @MainActor internal func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if !mesh.isValid {
            context.diagnose(
                "MeshGradient \(mesh.width)x\(mesh.height) with \(mesh.unitPoints.count) points "
                    + "and \(mesh.vertexColors.count) colours is not a mesh (at least 2x2, one "
                    + "point and colour per vertex); drawing its background")
        }
        context.resolve(Rectangle().fill(mesh), id: id)
    }
}
