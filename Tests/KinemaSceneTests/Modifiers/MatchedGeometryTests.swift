import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// A card that is small at the top left or large in the middle: one view in each branch,
/// matched by id.
struct HeroCard: View {
    @Namespace var hero
    let expanded: Bool
    var properties: MatchedGeometryProperties = .frame

    var body: some View {
        if expanded {
            Rectangle().fill(red)
                .matchedGeometryEffect(id: "card", in: hero, properties: properties)
                .frame(width: 80, height: 60).position(x: 60, y: 50)
        } else {
            Rectangle().fill(blue)
                .matchedGeometryEffect(id: "card", in: hero, properties: properties)
                .frame(width: 20, height: 20).position(x: 20, y: 20)
        }
    }
}

/// Three tabs and a highlight that takes the selected tab's frame (`isSource: false`).
struct TabHighlight: View {
    @Namespace var tabs
    let selected: Int
    var properties: MatchedGeometryProperties = .frame

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Rectangle().fill(blue).frame(width: 30, height: 10)
                    .matchedGeometryEffect(id: index, in: tabs)
            }
        }
        .background(alignment: .topLeading) {
            Rectangle().fill(red)
                .matchedGeometryEffect(
                    id: selected, in: tabs, properties: properties, isSource: false)
        }
    }
}

/// `matchedGeometryEffect`: frames at t against the interpolated frames.
@MainActor
@Suite struct MatchedGeometryTests {
    let small = CGRect(x: 10, y: 10, width: 20, height: 20)
    let large = CGRect(x: 20, y: 20, width: 80, height: 60)

    func lerp(_ a: CGRect, _ b: CGRect, _ u: Double) -> CGRect {
        CGRect(
            x: a.minX + (b.minX - a.minX) * u, y: a.minY + (b.minY - a.minY) * u,
            width: a.width + (b.width - a.width) * u, height: a.height + (b.height - a.height) * u)
    }

    /// The boxes of the fills painted `color`.
    func boxes(_ list: DisplayList, _ color: Color) -> [CGRect] {
        list.drawings.indices.filter { list.drawings[$0].paint == .color(color) }.map(list.box)
    }

    func heroTimeline(
        _ animation: Animation?, properties: MatchedGeometryProperties = .frame
    ) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: canvas, initialState: false) { expanded in
            HeroCard(expanded: expanded, properties: properties)
        }
        timeline.change(at: 1, animation: animation) { $0 = true }
        return timeline
    }

    @Test func theAppearingViewStartsAtTheOldFrame() {
        let timeline = heroTimeline(.linear(duration: 1))
        expectRect(boxes(timeline.frame(at: 0.5), blue)[0], small)
        expectRect(boxes(timeline.frame(at: 1), red)[0], small)
        for u in [0.25, 0.5, 0.75] {
            expectRect(boxes(timeline.frame(at: 1 + u), red)[0], lerp(small, large, u))
        }
        expectRect(boxes(timeline.frame(at: 2.5), red)[0], large)
    }

    @Test func theFrameFollowsTheAnimationsCurve() {
        let timeline = heroTimeline(.easeInOut(duration: 1))
        for u in [0.1, 0.3, 0.6, 0.9] {
            let progress = UnitCurve.easeInOut.value(at: u)
            expectRect(
                boxes(timeline.frame(at: 1 + u), red)[0], lerp(small, large, progress),
                tolerance: 1e-6)
        }
    }

    @Test func theLeavingViewMovesToTheNewFrameAsItFades() {
        let timeline = heroTimeline(.linear(duration: 1))
        let list = timeline.frame(at: 1.5)
        expectRect(boxes(list, blue)[0], lerp(small, large, 0.5))
        #expect(list.groups.contains(.opacity(0.5)))
        #expect(boxes(timeline.frame(at: 2.5), blue).isEmpty)
    }

    @Test func withoutAnimationTheNewViewIsInPlaceAtOnce() {
        let timeline = heroTimeline(nil)
        expectRect(boxes(timeline.frame(at: 1), red)[0], large)
        #expect(boxes(timeline.frame(at: 1), blue).isEmpty)
    }

    @Test func positionOnlyMovesTheCentreAndKeepsTheSize() {
        let timeline = heroTimeline(.linear(duration: 1), properties: .position)
        // Starts with its own size (80 x 60) centred on the old centre (20, 20).
        let start = CGRect(x: -20, y: -10, width: 80, height: 60)
        expectRect(boxes(timeline.frame(at: 1), red)[0], start)
        expectRect(boxes(timeline.frame(at: 1.5), red)[0], lerp(start, large, 0.5))
    }

    @Test func sizeOnlyKeepsTheCentreAndStartsAtTheOldSize() {
        let timeline = heroTimeline(.linear(duration: 1), properties: .size)
        let start = CGRect(x: 50, y: 40, width: 20, height: 20)
        expectRect(boxes(timeline.frame(at: 1), red)[0], start)
        expectRect(boxes(timeline.frame(at: 1.5), red)[0], lerp(start, large, 0.5))
    }

    @Test func aNonSourceTakesTheSourcesFrame() {
        // The tabs are 90 x 10, centred: tab i at x = 5 + 30 i, y = 45.
        let list = render { TabHighlight(selected: 1) }
        expectRect(boxes(list, red)[0], CGRect(x: 35, y: 45, width: 30, height: 10))
    }

    @Test func aNonSourceAnimatesWhenItsIdChanges() {
        var timeline = SceneTimeline(size: canvas, initialState: 0) { TabHighlight(selected: $0) }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = 2 }
        let from = CGRect(x: 5, y: 45, width: 30, height: 10)
        let to = CGRect(x: 65, y: 45, width: 30, height: 10)
        for u in [0.0, 0.25, 0.5, 1] {
            expectRect(boxes(timeline.frame(at: 1 + u), red)[0], lerp(from, to, u))
        }
    }

    @Test func aNonSourceWithPositionOnlyKeepsItsOwnSize() {
        let list = render { TabHighlight(selected: 2, properties: .position) }
        // Its own size is the background's, 90 x 10, centred on tab 2's centre (80, 50).
        expectRect(boxes(list, red)[0], CGRect(x: 35, y: 45, width: 90, height: 10))
    }

    @Test func aNonSourceWithoutASourceKeepsItsFrame() {
        let list = render { TabHighlight(selected: 7) }
        expectRect(boxes(list, red)[0], CGRect(x: 5, y: 45, width: 90, height: 10))
    }

    @Test func namespacesAreToldApartByDeclaration() {
        struct Two {
            @Namespace var first
            @Namespace var second
        }
        let two = Two()
        #expect(two.first != two.second)
        #expect(Two().first == two.first)
    }

    @Test func severalSourcesOfOneIdAreDiagnosed() {
        struct Twice: View {
            @Namespace var space
            var body: some View {
                HStack {
                    Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: 1, in: space)
                    Color.blue.frame(width: 10, height: 10).matchedGeometryEffect(id: 1, in: space)
                }
            }
        }
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in Twice() }
        #expect(timeline.diagnostics.contains { $0.message.contains("several sources") })
    }
}

/// A hero card that expands on appearance in `withAnimation`, as an app writes it.
private struct HostedHero: View {
    @Namespace private var hero
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                Rectangle().fill(red).matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 80, height: 60).position(x: 60, y: 50)
            } else {
                Rectangle().fill(blue).matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 20, height: 20).position(x: 20, y: 20)
            }
        }
        .onAppear { withAnimation(.linear(duration: 1)) { expanded = true } }
    }
}

@MainActor
@Suite struct HostedMatchedGeometryTests {
    @Test func aHostedHeroMoveAnimatesWithItsTransaction() async {
        let host = ViewHost(size: canvas) { HostedHero() }
        await host.run(until: 2)
        let list = host.timeline.frame(at: 0.5)
        let box = list.drawings.indices.first { list.drawings[$0].paint == .color(red) }
            .map(list.box)
        expectRect(box ?? .null, CGRect(x: 15, y: 15, width: 50, height: 40))
        expectRect(host.timeline.frame(at: 1.5).box(0), CGRect(x: 20, y: 20, width: 80, height: 60))
    }

    @Test func eachHostedInstanceHasItsOwnNamespace() async {
        let host = ViewHost(size: canvas) {
            HStack(spacing: 0) {
                HostedHero().frame(width: 50)
                HostedHero().frame(width: 50)
            }
        }
        await host.run(until: 2)
        #expect(host.timeline.diagnostics.isEmpty, "\(host.timeline.diagnostics)")
    }

    @Test func instancesInATimelineShareTheirNamespace() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            HStack(spacing: 0) {
                HostedHero().frame(width: 50)
                HostedHero().frame(width: 50)
            }
        }
        #expect(timeline.diagnostics.contains { $0.message.contains("several sources") })
    }
}
