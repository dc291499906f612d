import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

@Suite("Shape vocabulary")
struct ShapeVocabularyTests {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test func insetShapesShrinkConcentrically() {
        expectRect(
            Rectangle().inset(by: 10).path(in: frame).boundingRect,
            CGRect(x: 10, y: 10, width: 80, height: 30), 1e-12)
        expectRect(
            Circle().inset(by: 5).inset(by: 5).path(in: frame).boundingRect,
            CGRect(x: 35, y: 10, width: 30, height: 30), 1e-9)
        // Corner radius 20 inset by 5: radius 15 about (25, 20) in the inset frame.
        let rounded = RoundedRectangle(cornerRadius: 20).inset(by: 5).path(in: frame)
        #expect(rounded.contains(CGPoint(x: 20 - 14.9 * cos(1.0), y: 20 - 14.9 * sin(1.0))))
        #expect(!rounded.contains(CGPoint(x: 20 - 15.1 * cos(1.0), y: 20 - 15.1 * sin(1.0))))
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 12).inset(by: 2).path(in: frame)
        #expect(!uneven.contains(CGPoint(x: 12 - 10.1 * 0.7071, y: 12 - 10.1 * 0.7071)))
        #expect(uneven.contains(CGPoint(x: 12 - 9.9 * 0.7071, y: 12 - 9.9 * 0.7071)))
        #expect(uneven.contains(CGPoint(x: 97.9, y: 2.1)))
        // Too large or NaN amounts: no NaN, a degenerate shape at the centre.
        let over = Rectangle().inset(by: 80).path(in: frame).boundingRect
        expectRect(over, CGRect(x: 50, y: 25, width: 0, height: 0), 0)
        expectRect(
            Capsule().inset(by: .nan).path(in: frame).boundingRect, frame, 1e-9)
    }

    @Test func insetAmountsAnimate() {
        var shape = RoundedRectangle(cornerRadius: 10).inset(by: 4)
        #expect(shape.animatableData.second == 4)
        shape.animatableData.second = 10
        expectRect(
            shape.path(in: frame).boundingRect, CGRect(x: 10, y: 10, width: 80, height: 30), 1e-9)
    }

    @Test func offsetRotationScaleAndTransformShapes() {
        expectRect(
            Rectangle().offset(x: 5, y: -3).path(in: frame).boundingRect,
            CGRect(x: 5, y: -3, width: 100, height: 50), 1e-12)
        expectRect(
            Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect,
            CGRect(x: 25, y: -25, width: 50, height: 100), 1e-9)
        expectRect(
            Rectangle().scale(2, anchor: .topLeading).path(in: frame).boundingRect,
            CGRect(x: 0, y: 0, width: 200, height: 100), 1e-12)
        expectRect(
            Rectangle().scale(x: 0.5).path(in: frame).boundingRect,
            CGRect(x: 25, y: 0, width: 50, height: 50), 1e-12)
        expectRect(
            Rectangle().transform(CGAffineTransform(translationX: 1, y: 2)).path(in: frame)
                .boundingRect,
            CGRect(x: 1, y: 2, width: 100, height: 50), 1e-12)
        var rotated = Circle().rotation(.zero, anchor: .topLeading)
        rotated.animatableData.second.first = Double.pi
        expectRect(
            rotated.path(in: frame).boundingRect, CGRect(x: -75, y: -50, width: 50, height: 50),
            1e-9)
    }

    @Test func typeErasedAndStaticShapes() {
        let shapes: [AnyShape] = [AnyShape(Circle()), AnyShape(.rect(cornerRadius: 5))]
        #expect(shapes[0].path(in: frame) == Circle().path(in: frame))
        #expect(shapes[1].path(in: frame) == RoundedRectangle(cornerRadius: 5).path(in: frame))
        #expect(ContainerRelativeShape().path(in: frame) == Rectangle().path(in: frame))
        let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 3, bottomTrailingRadius: 4)
        #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 3, bottomTrailing: 4))
        var radii = RectangleCornerRadii(
            topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        radii.animatableData = radii.animatableData.scaled(by: 2)
        #expect(
            radii
                == RectangleCornerRadii(
                    topLeading: 2, bottomLeading: 4, bottomTrailing: 6, topTrailing: 8))
    }

    @Test func shapeStyleMembersAreTheNamedColors() {
        func style<S: ShapeStyle>(_ s: S) -> S { s }
        let pairs: [(Color, Color)] = [
            (style(.red), Color.red), (style(.mint), .mint), (style(.teal), .teal),
            (style(.indigo), .indigo), (style(.cyan), .cyan), (style(.brown), .brown),
            (style(.clear), .clear), (style(.white), .white), (style(.black), .black),
        ]
        for (member, color) in pairs { #expect(member == color) }
        let gradient: LinearGradient = style(
            .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        #expect(
            gradient == LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        let radial: RadialGradient = style(
            .radialGradient(
                stops: [.init(color: .red, location: 0)], center: .center, startRadius: 0,
                endRadius: 5))
        #expect(
            radial
                == RadialGradient(
                    gradient: Gradient(stops: [.init(color: .red, location: 0)]), center: .center,
                    startRadius: 0, endRadius: 5))
        #expect(style(.tertiary) != HierarchicalShapeStyle.secondary)
    }
}
