// SwiftUI-typical code (from Apple's samples and common usage) that must compile unchanged
// with `import Kinema`; each test also checks the numbers it produces.
import Kinema
import KinemaTestSupport
import Testing

/// Apple's WWDC22 equal-width stack, verbatim in shape.
private struct MyEqualWidthHStack: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
    ) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
    ) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: nextX, y: bounds.midY), anchor: .center,
                proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

/// Apple's radial layout, in shape.
private struct MyRadialLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
    ) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
    ) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        let ranks = subviews.map { subview in subview[Rank.self] }
        let offset = Double(ranks.first ?? 1) * angle
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index) + offset))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

private struct MyAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let myAlignment = HorizontalAlignment(MyAlignment.self)
}

private struct CachedLayout: Layout {
    struct CacheData {
        var maxHeight: CGFloat
    }

    func makeCache(subviews: Subviews) -> CacheData {
        CacheData(maxHeight: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData
    ) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: cache.maxHeight)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout CacheData
    ) {
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            _ = dimensions[.myAlignment] + dimensions[VerticalAlignment.firstTextBaseline]
            _ = dimensions[explicit: .leading] ?? 0
            subview.place(at: bounds.origin)
        }
    }

    func spacing(subviews: Subviews, cache: inout CacheData) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing, edges: .horizontal) }
        return spacing.union(.zero, edges: [])
    }
}

private struct BounceValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var angle = Angle.zero
}

@Suite("SwiftUI API shapes compile against Kinema")
struct SwiftUIAPIShapeTests {
    @Test("Apple's equal-width stack and radial layout")
    func appleLayouts() {
        let subviews: [LayoutSubview] = [
            .fixed(CGSize(width: 40, height: 20)), .fixed(CGSize(width: 20, height: 30)),
        ]
        let p = MyEqualWidthHStack().placements(of: subviews, in: .unspecified)
        #expect(p.size == CGSize(width: 88, height: 30))
        let radial = MyRadialLayout().placements(of: subviews, in: .unspecified)
        #expect(radial.size == CGSize(width: 10, height: 10))
        _ = AnyLayout(HStackLayout(alignment: .top, spacing: 4))
        _ = AnyLayout(VStackLayout(alignment: .leading))
        _ = AnyLayout(ZStackLayout(alignment: .topLeading))
        _ = AnyLayout(GridLayout(alignment: .center, horizontalSpacing: 2, verticalSpacing: 2))
        _ = CachedLayout().placements(of: subviews, in: ProposedViewSize(width: 10, height: nil))
    }

    @Test("Animations, springs and keyframes as SwiftUI code writes them")
    func animations() {
        let animations: [Animation] = [
            .easeInOut(duration: 0.3).delay(0.1).speed(2).repeatCount(3, autoreverses: false),
            .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0),
            .spring(), .spring, .default, .linear, .easeIn.repeatForever(),
            .interpolatingSpring(stiffness: 100, damping: 10),
            .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
            .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5),
            .timingCurve(0.2, 0.8, 0.2, 1),
            .bouncy(duration: 0.4, extraBounce: 0.1), .spring(.bouncy),
            .interactiveSpring(), .snappy, .smooth(duration: 0.3),
            .spring(duration: 0.5, bounce: 0.2),
            .spring(Spring(duration: 0.5, bounce: 0.2), blendDuration: 0.1),
            .linear(duration: 1).logicallyComplete(after: 0.5),
            .timingCurve(.circularEaseIn, duration: 0.5),
            .interpolatingSpring(.snappy, initialVelocity: 2),
        ]
        #expect(Set(animations).count == animations.count - 1)  // .spring() == .spring

        let spring = Spring.bouncy
        var value = 0.0
        var velocity = 0.0
        spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1 / 60)
        #expect(value > 0)
        _ = spring.force(target: 1.0, position: 0.5, velocity: 0)
        _ = spring.settlingDuration(target: 1.0, epsilon: 0.01)
        _ = spring.value(target: 1.0, time: 0.1)
        _ = spring.value(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: 0.1)
        _ = Spring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: true).bounce
        _ = Spring(settlingDuration: 1, dampingRatio: 0.5).response

        let timeline = KeyframeTimeline(initialValue: BounceValues()) {
            KeyframeTrack(\.angle) {
                CubicKeyframe(.zero, duration: 0.58)
                CubicKeyframe(.degrees(16), duration: 0.125)
            }
            KeyframeTrack(\.verticalStretch) {
                CubicKeyframe(1.0, duration: 0.1)
                SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                MoveKeyframe(1.0)
            }
        }
        #expect(timeline.duration > 1)
    }

    @Test("Geometry, colours and animatable data")
    func geometry() {
        var angle = Angle(degrees: 90)
        angle.degrees += 90
        #expect(angle > .zero)
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData.first == 1)
        let point: UnitPoint = .bottomTrailing
        #expect(point.x == 1)
        let color = Color(red: 1, green: 0.5, blue: 0).opacity(0.5)
        #expect(color.opacity == 0.5)
        _ = Color(.sRGBLinear, white: 0.5, opacity: 1)
        _ = Color(hue: 0.5, saturation: 1, brightness: 1)
        let pair = AnimatablePair(CGFloat(1), 2.0)
        #expect(pair.scaled(by: 2) == AnimatablePair(2, 4))
        var edges: Edge.Set = [.top, .bottom]
        edges.formUnion(.horizontal)
        #expect(edges == .all)
        let axes: Axis.Set = [.horizontal, .vertical]
        #expect(axes.contains(.vertical))
    }
}
