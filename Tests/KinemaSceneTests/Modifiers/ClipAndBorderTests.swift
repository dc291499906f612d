import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `cornerRadius(_:antialiased:)` and `border(_:width:)`: display-list numbers.
@MainActor
@Suite struct ClipAndBorderTests {
    /// The clip path of the first clip group of a list.
    func clipPath(_ list: DisplayList) -> Path? {
        for group in list.groups {
            if case .clip(let path, _, _) = group { return path }
        }
        return nil
    }

    @Test func cornerRadiusClipsToTheRoundedRectangleOfTheBounds() {
        let list = render { Rectangle().fill(red).frame(width: 40, height: 20).cornerRadius(6) }
        let expected = RoundedRectangle(cornerRadius: 6).path(
            in: CGRect(x: 0, y: 0, width: 40, height: 20))
        let path = clipPath(list)
        #expect(path?.description == expected.description)
        expectRect(path?.boundingRect ?? .null, CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(list.drawings.count == 1)
    }

    @Test(arguments: [-5.0, .nan, .infinity])
    func badCornerRadiiClipToThePlainRectangle(radius: Double) {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Rectangle().fill(red).frame(width: 40, height: 20).cornerRadius(radius)
        }
        let expected = RoundedRectangle(cornerRadius: 0).path(
            in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(clipPath(timeline.frame(at: 0))?.description == expected.description)
        #expect(timeline.diagnostics.isEmpty == (radius < 0))
    }

    @Test func cornerRadiusAnimates() {
        var timeline = SceneTimeline(size: canvas, initialState: 0.0) { radius in
            Rectangle().fill(red).frame(width: 40, height: 40).cornerRadius(radius)
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = 10 }
        let mid = RoundedRectangle(cornerRadius: 5).path(
            in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(clipPath(timeline.frame(at: 1.5))?.description == mid.description)
    }

    @Test func borderStrokesInsideTheBoundsInFrontOfTheView() {
        let list = render {
            Rectangle().fill(red).frame(width: 40, height: 20).border(blue, width: 4)
        }
        #expect(list.drawings.count == 2)
        guard case .stroke(let path, let paint, let style, _) = list.drawings[1] else {
            Issue.record("the border is not a stroke: \(list)")
            return
        }
        #expect(paint == .color(blue))
        #expect(style.lineWidth == 4)
        // The centre line is inset by half the width: the stroke's outer edge is the frame.
        let frame = list.box(0)
        let centre = list.box(1)
        expectRect(centre, frame.insetBy(dx: 2, dy: 2))
        _ = path
    }

    @Test func borderChangesNoLayout() {
        let plain = render {
            HStack(spacing: 0) {
                Text("ab")
                Text("cd")
            }
        }
        let bordered = render {
            HStack(spacing: 0) {
                Text("ab").border(red, width: 3)
                Text("cd")
            }
        }
        #expect(plain.box(1) == bordered.box(2))
    }

    @Test(arguments: [-2.0, .nan])
    func badBorderWidthsDrawNothing(width: Double) {
        let list = render {
            Rectangle().fill(red).frame(width: 40, height: 20).border(blue, width: width)
        }
        guard case .stroke(_, _, let style, _) = list.drawings.last else {
            Issue.record("no border stroke: \(list)")
            return
        }
        #expect(style.lineWidth == 0)
    }

    @Test func borderTakesAnyShapeStyle() {
        let gradient = LinearGradient(
            colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        let list = render { Color.white.frame(width: 30, height: 30).border(gradient, width: 2) }
        guard case .linearGradient? = list.drawings.last?.paint else {
            Issue.record("the border is not painted with the gradient: \(list)")
            return
        }
    }
}

/// `Color(_:bundle:)`: no asset catalog on Linux, a placeholder and a diagnostic.
@MainActor
@Suite struct AssetColorTests {
    @Test func anAssetColourDrawsThePlaceholderWithADiagnostic() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            VStack {
                Rectangle().fill(Color("AccentPink"))
                Text("x").foregroundColor(Color("Ink", bundle: .main))
            }
        }
        let list = timeline.frame(at: 0)
        #expect(list.drawings.first?.paint == .color(.assetPlaceholder))
        #expect(timeline.diagnostics.count == 1)
        #expect(timeline.diagnostics.first?.message.contains("asset catalog") == true)
        #expect(Color.assetPlaceholder.red == 1 && Color.assetPlaceholder.blue == 1)
    }

    @Test func aMagentaOfYourOwnIsNoPlaceholder() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Rectangle().fill(Color(red: 1, green: 0, blue: 1))
        }
        #expect(timeline.diagnostics.isEmpty)
    }
}
