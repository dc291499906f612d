import Foundation
import KinemaCore
import KinemaLayout
import KinemaTestSupport
import Testing

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

@Suite("Wheel layouts")
struct WheelTests {
    let six: [LayoutSubview] = (0..<6).map { i in
        .fixed(CGSize(width: 10 + CGFloat(i) * 4, height: 20 - CGFloat(i) * 2))
    }

    @Test("Size: the diameter plus the largest ideal size on each axis")
    func size() {
        // Largest width 10 + 5 * 4 = 30, largest height 20.
        let p = WheelLayout(radius: 100).placements(
            of: six, in: ProposedViewSize(width: 1, height: 1))
        #expect(p.size == CGSize(width: 230, height: 220))
        #expect(
            WheelLayout(radius: 50).placements(of: [], in: .unspecified).size
                == CGSize(width: 100, height: 100))
    }

    @Test("Positions: centres on the circle at 2πi/n + rotation", arguments: [0.0, 30.0, -200.0])
    func positions(rotation: Double) {
        let p = WheelLayout(radius: 100, rotation: .degrees(rotation)).placements(
            of: six, in: .unspecified)
        let c = CGPoint(x: 115, y: 110)
        for (i, frame) in p.frames.enumerated() {
            let angle = 2 * .pi * Double(i) / 6 + rotation * .pi / 180
            expectPoint(centre(frame), clockPoint(c, 100, angle))
            #expect(frame.size == six[i].sizeThatFits(.unspecified))
        }
    }

    @Test("Interpolated half way, the views are on the arc, not on the chord")
    func halfWay() {
        let from = WheelLayout(radius: 100, rotation: .zero)
        let to = WheelLayout(radius: 100, rotation: .degrees(90))
        var middle = from
        middle.animatableData = from.animatableData.interpolated(
            towards: to.animatableData, amount: 0.5)
        expectClose(middle.rotation.degrees, 45, absolute: 1e-12)
        let a = from.placements(of: six, in: .unspecified)
        let b = to.placements(of: six, in: .unspecified)
        let m = middle.placements(of: six, in: .unspecified)
        #expect(m.size == a.size)
        let c = CGPoint(x: m.size.width / 2, y: m.size.height / 2)
        for i in 0..<6 {
            let point = centre(m.frames[i])
            expectClose(distance(point, c), 100, absolute: 1e-9, "on the circle")
            expectPoint(point, clockPoint(c, 100, 2 * .pi * Double(i) / 6 + .pi / 4))
            // The chord's midpoint is only r * cos(45°) ≈ 70.7 from the centre.
            let chord = CGPoint(
                x: (centre(a.frames[i]).x + centre(b.frames[i]).x) / 2,
                y: (centre(a.frames[i]).y + centre(b.frames[i]).y) / 2)
            expectClose(distance(chord, c), 100 * cos(Double.pi / 4), absolute: 1e-9)
        }
    }

    @Test("Radius and rotation interpolate together")
    func radiusAndRotation() {
        var wheel = WheelLayout(radius: 100, rotation: .degrees(-90))
        wheel.animatableData.interpolate(
            towards: WheelLayout(radius: 200, rotation: .degrees(90)).animatableData, amount: 0.25)
        expectClose(wheel.radius, 125, absolute: 1e-12)
        expectClose(wheel.rotation.degrees, -45, absolute: 1e-12)
        let p = wheel.placements(of: six, in: .unspecified)
        #expect(p.size == CGSize(width: 280, height: 270))
        let c = CGPoint(x: 140, y: 135)
        for (i, frame) in p.frames.enumerated() {
            expectPoint(centre(frame), clockPoint(c, 125, 2 * .pi * Double(i) / 6 - .pi / 4))
        }
    }

    @Test("Bad radius and rotation are 0")
    func badInput() {
        for radius in [CGFloat.nan, -5, .infinity] {
            let p = WheelLayout(radius: radius, rotation: .radians(.nan)).placements(
                of: six, in: .infinity)
            #expect(p.size == CGSize(width: 30, height: 20))
            for frame in p.frames { expectPoint(centre(frame), CGPoint(x: 15, y: 10)) }
        }
    }

    @Test("Recursive wheel: 12 per ring, 44 views make rings of 12, 12, 12 and 8")
    func ringSizes() {
        let wheel = RecursiveWheelLayout(radius: 100)
        #expect(wheel.ringSizes(forCount: 44) == [12, 12, 12, 8])
        #expect(wheel.ringSizes(forCount: 12) == [12])
        #expect(wheel.ringSizes(forCount: 13) == [12, 1])
        #expect(wheel.ringSizes(forCount: 0) == [])
        #expect(
            RecursiveWheelLayout(radius: 1, viewsPerRing: 0).ringSizes(forCount: 3) == [1, 1, 1])
        #expect(
            RecursiveWheelLayout(radius: 1, viewsPerRing: 5).ringSizes(forCount: 11) == [5, 5, 1])
    }

    @Test("Recursive wheel: radii and scales halve, directions alternate")
    func rings() {
        let rotation = 30.0
        let wheel = RecursiveWheelLayout(radius: 160, rotation: .degrees(rotation))
        let views = Array(
            repeating: LayoutSubview.flexible(idealWidth: 40, idealHeight: 40), count: 44)
        let p = wheel.placements(of: views, in: .unspecified)
        // The outer ring decides the size: 2 * 160 + 40.
        #expect(p.size == CGSize(width: 360, height: 360))
        let c = CGPoint(x: 180, y: 180)
        let rings = [(0, 12), (12, 12), (24, 12), (36, 8)]
        for (k, (start, count)) in rings.enumerated() {
            let scale = 1 / pow(2, CGFloat(k))
            expectClose(wheel.scale(ofRing: k), scale, absolute: 0)
            let sign = k.isMultiple(of: 2) ? 1.0 : -1.0
            for j in 0..<count {
                let frame = p.frames[start + j]
                // Scale through the proposal: a flexible view proposed 40 * scale takes it.
                #expect(frame.size == CGSize(width: 40 * scale, height: 40 * scale))
                let angle = 2 * .pi * Double(j) / Double(count) + sign * rotation * .pi / 180
                expectPoint(centre(frame), clockPoint(c, 160 * scale, angle), "ring \(k) view \(j)")
            }
        }
        // Fixed views keep their size whatever the ring.
        let fixed = wheel.placements(
            of: Array(repeating: .fixed(CGSize(width: 8, height: 8)), count: 13), in: .unspecified)
        #expect(fixed.frames[12].size == CGSize(width: 8, height: 8))
        expectPoint(centre(fixed.frames[12]), clockPoint(CGPoint(x: 164, y: 164), 80, -.pi / 6))
    }
}
