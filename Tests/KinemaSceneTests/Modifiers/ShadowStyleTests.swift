import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// `ShapeStyle.shadow(_:)` with `.drop` and `.inner` shadows: display-list structure.
@MainActor
@Suite struct ShadowStyleTests {
    @Test func aDropShadowWrapsTheFillInAShadowGroup() {
        let list = render {
            Circle().fill(red.shadow(.drop(color: blue, radius: 4, x: 1, y: 2)))
                .frame(width: 20, height: 20)
        }
        #expect(
            list.groups == [.shadow(color: blue, radius: 4, offset: CGSize(width: 1, height: 2))])
        #expect(list.drawings.count == 1)
        #expect(list.drawings[0].paint == .color(red))
        guard case .endGroup? = list.items.last else {
            Issue.record("the shadow group is not closed: \(list)")
            return
        }
    }

    @Test func anInnerShadowIsTheShadowOfTheSurroundingsClippedToTheShape() {
        let list = render {
            Rectangle().fill(white.shadow(.inner(color: blue, radius: 3)))
                .frame(width: 20, height: 10)
        }
        #expect(list.drawings.count == 2)
        #expect(list.drawings[0].paint == .color(white))
        guard case .beginGroup(.clip(let clip, _, _)) = list.items[1],
            case .beginGroup(.shadow(let color, let radius, _)) = list.items[2],
            case .fill(let around, let paint, let eoFill, _) = list.items[3]
        else {
            Issue.record("unexpected inner shadow items: \(list)")
            return
        }
        expectRect(clip.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(color == blue && radius == 3)
        #expect(paint == .color(blue) && eoFill)
        // The surroundings reach beyond the blur: 3 radii and a point.
        expectRect(around.boundingRect, CGRect(x: -10, y: -10, width: 40, height: 30))
        #expect(list.items.suffix(2) == [.endGroup, .endGroup])
    }

    @Test func theForegroundStyleTakesAShadowToo() {
        let list = render { Circle().fill(.shadow(.drop(radius: 2))).foregroundStyle(red) }
        #expect(list.groups.count == 1)
        #expect(list.drawings.first?.paint == .color(red))
    }

    @Test(arguments: [-3.0, .nan, .infinity])
    func badRadiiAreZero(radius: Double) {
        let list = render { Circle().fill(red.shadow(.drop(radius: radius, x: .nan))) }
        #expect(list.groups == [.shadow(color: ShadowStyle.defaultColor, radius: 0, offset: .zero)])
    }

    @Test func aStrokeDrawsADropShadowButNoInnerOne() {
        let drop = render { Circle().stroke(red.shadow(.drop(radius: 2)), lineWidth: 2) }
        #expect(drop.groups.count == 1)
        let inner = render { Circle().stroke(red.shadow(.inner(radius: 2)), lineWidth: 2) }
        #expect(inner.groups.isEmpty)
        #expect(inner.drawings.count == 1)
    }
}
