import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// A 2 x 2 mesh: red and blue on top, green and white below.
private func square(smooth: Bool, points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]])
    -> MeshGradient
{
    MeshGradient(
        width: 2, height: 2, points: points,
        colors: [red, blue, Color(red: 0, green: 1, blue: 0), white], smoothsColors: smooth)
}

/// The mesh paint of the first drawing of a list.
private func meshPaint(_ list: DisplayList) -> MeshGradientPaint? {
    if case .meshGradient(let mesh)? = list.drawings.first?.paint { mesh } else { nil }
}

/// `MeshGradient` as SwiftUI documents it: vertices in the unit square of the bounds, a
/// colour each, a smooth surface between them, animating point by point.
@MainActor
@Suite struct MeshGradientTests {
    @Test func catmullRomWeightsInterpolateTheMiddleSpan() {
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let w = MeshGradientPaint.catmullRomForTesting(t)
            #expect(abs(w.reduce(0, +) - 1) < 1e-12)
        }
        #expect(MeshGradientPaint.catmullRomForTesting(0) == [0, 1, 0, 0])
        #expect(MeshGradientPaint.catmullRomForTesting(1) == [0, 0, 1, 0])
        // A straight line of values stays straight: the spline reproduces linear data.
        let w = MeshGradientPaint.catmullRomForTesting(0.3)
        #expect(abs(w[0] * 0 + w[1] * 1 + w[2] * 2 + w[3] * 3 - 1.3) < 1e-12)
    }

    @Test func aMeshViewFillsItsFrameWithVerticesInLocalCoordinates() throws {
        let list = render { square(smooth: false).frame(width: 80, height: 40) }
        let mesh = try #require(meshPaint(list))
        #expect(
            mesh.points == [
                CGPoint(x: 0, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 0, y: 40),
                CGPoint(x: 80, y: 40),
            ])
        #expect(mesh.bounds == CGRect(x: 0, y: 0, width: 80, height: 40))
        expectRect(list.box(0), CGRect(x: 10, y: 30, width: 80, height: 40))
    }

    @Test func bilinearColoursMixTheFourCornersOfACell() throws {
        let mesh = try #require(meshPaint(render { square(smooth: false) }))
        let patches = mesh.patches(subdivisions: 2)
        #expect(patches.count == 4)
        // The centre vertex is shared by the four patches: the mean of the corners.
        let centre = patches[0].colors[2]
        #expect(abs(centre.red - 0.5) < 1e-9)
        #expect(abs(centre.green - 0.5) < 1e-9)
        #expect(abs(centre.blue - 0.5) < 1e-9)
        #expect(patches[0].corners[2] == CGPoint(x: 50, y: 50))
        #expect(patches[0].colors[0] == red)
    }

    @Test func aMovedVertexBendsTheSurfaceThroughIt() throws {
        let points: [SIMD2<Float>] = [
            [0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
        ]
        let colors = Array(repeating: red, count: 9)
        let list = render {
            MeshGradient(width: 3, height: 3, points: points, colors: colors)
        }
        let mesh = try #require(meshPaint(list))
        let patches = mesh.patches(subdivisions: 4)
        #expect(patches.count == 64)
        // The surface passes through every vertex: the centre vertex at (80, 20).
        let corners = patches.flatMap(\.corners)
        #expect(corners.contains { abs($0.x - 80) < 1e-4 && abs($0.y - 20) < 1e-4 })
    }

    @Test func meshesOfOneSizeAnimatePointByPoint() throws {
        var timeline = SceneTimeline(size: canvas, initialState: false) { moved in
            square(
                smooth: true,
                points: moved
                    ? [[0, 0], [1, 0], [0, 1], [0.5, 0.5]] : [[0, 0], [1, 0], [0, 1], [1, 1]])
        }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0 = true }
        let halfway = try #require(meshPaint(timeline.frame(at: 0.5)))
        #expect(abs(halfway.points[3].x - 75) < 1e-9)
        #expect(abs(halfway.points[3].y - 75) < 1e-9)
        let end = try #require(meshPaint(timeline.frame(at: 1)))
        #expect(end.points[3] == CGPoint(x: 50, y: 50))
    }

    @Test func aMeshThatIsNotOneDrawsItsBackgroundWithADiagnostic() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            MeshGradient(width: 3, height: 2, points: [[0, 0]], colors: [red], background: blue)
        }
        #expect(timeline.frame(at: 0).drawings.first?.paint == .color(blue))
        #expect(timeline.diagnostics.contains { $0.message.contains("is not a mesh") })
    }

    @Test func aMeshIsAShapeStyleToo() throws {
        let list = render { Circle().fill(square(smooth: true)).frame(width: 50, height: 50) }
        let mesh = try #require(meshPaint(list))
        #expect(mesh.smoothsColors)
        #expect(list.description.contains("mesh(2x2 smooth:"))
    }
}
