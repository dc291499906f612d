import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// Proposes `proposal` to its single subview, placed at the top leading corner.
private struct Proposing: Layout {
    let proposal: ProposedViewSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(self.proposal) ?? .zero
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: self.proposal)
    }
}

/// `depth` levels of padding and offset around a reader that draws its own frame.
private struct DeepReader: View {
    let depth: Int
    let seen: GeometrySeen<CGRect>
    var body: some View {
        if depth == 0 {
            GeometryReader { proxy in
                let frame = proxy.frame(in: .global)
                let _ = seen.record(frame)
                Rectangle().fill(red).frame(width: proxy.size.width / 2, height: 4)
            }
            .frame(width: 20, height: 20)
        } else {
            DeepReader(depth: depth - 1, seen: seen).padding(0.001).offset(x: 0.001)
        }
    }
}

/// `GeometryReader` as SwiftUI documents it: the whole proposal (unspecified: 10 points),
/// content at the top leading corner, and its geometry in local, global and named spaces.
@MainActor
@Suite struct GeometryReaderTests {
    @Test func takesTheProposalAndPlacesContentTopLeading() {
        let seen = GeometrySeen<CGSize>()
        let list = render {
            GeometryReader { proxy in
                let _ = seen.record(proxy.size)
                Rectangle().fill(red).frame(width: proxy.size.width / 2, height: 25)
            }
        }
        #expect(seen.last == CGSize(width: 100, height: 100))
        expectRect(list.box(0), CGRect(x: 0, y: 0, width: 50, height: 25))
    }

    @Test func fixedProposalSizesTheReader() {
        let list = render {
            GeometryReader { proxy in
                Rectangle().fill(red).frame(width: proxy.size.width, height: proxy.size.height)
            }
            .frame(width: 60, height: 30)
        }
        expectRect(list.box(0), CGRect(x: 20, y: 35, width: 60, height: 30))
    }

    @Test func unspecifiedProposalIsTenPoints() {
        let list = render {
            GeometryReader { _ in Rectangle().fill(red) }.fixedSize()
        }
        expectRect(list.box(0), CGRect(x: 45, y: 45, width: 10, height: 10))
        let fitting = ViewHost.fittingSize { GeometryReader { _ in Color.red } }
        #expect(fitting == CGSize(width: 10, height: 10))
    }

    @Test(
        arguments: [
            (CGFloat.infinity, CGFloat(10)), (CGFloat.nan, CGFloat(0)),
            (-CGFloat.infinity, CGFloat(0)),
        ] as [(CGFloat, CGFloat)])
    func unusableProposalsGiveFiniteSizes(proposed: CGFloat, expected: CGFloat) {
        let seen = GeometrySeen<CGSize>()
        let list = render {
            Proposing(proposal: ProposedViewSize(width: proposed, height: 40)) {
                GeometryReader { proxy in
                    let _ = seen.record(proxy.size)
                    Rectangle().fill(red)
                }
            }
        }
        #expect(seen.last == CGSize(width: expected, height: 40))
        #expect(list.drawings.indices.allSatisfy { list.box($0).width.isFinite })
    }

    @Test func framesInLocalGlobalAndNamedSpaces() {
        // A 200 x 200 canvas: the 80 x 80 column sits at (60, 60); its row at (60, 80);
        // the padded reader at (90, 80), the reader itself at (95, 85), 40 x 50, drawn
        // 7 right and 3 down by the offset outside it.
        let local = GeometrySeen<CGRect>()
        let global = GeometrySeen<CGRect>()
        let named = GeometrySeen<CGRect>()
        let newNamed = GeometrySeen<CGRect>()
        let missing = GeometrySeen<CGRect>()
        let bounds = GeometrySeen<CGRect?>()
        _ = render(CGSize(width: 200, height: 200)) {
            VStack(spacing: 0) {
                Color.clear.frame(width: 10, height: 20)
                HStack(spacing: 0) {
                    Color.clear.frame(width: 30, height: 10)
                    GeometryReader { proxy in
                        let _ = local.record(proxy.frame(in: .local))
                        let _ = global.record(proxy.frame(in: .global))
                        let _ = named.record(proxy.frame(in: .named("stack")))
                        let _ = newNamed.record(
                            proxy.frame(in: NamedCoordinateSpace.named("row")))
                        let _ = missing.record(proxy.frame(in: .named("nowhere")))
                        let _ = bounds.record(proxy.bounds(of: .named("row")))
                        Color.red
                    }
                    .frame(width: 40, height: 50)
                    .padding(5)
                    .offset(x: 7, y: 3)
                }
                .coordinateSpace(.named("row"))
            }
            .coordinateSpace(name: "stack")
        }
        #expect(local.last == CGRect(x: 0, y: 0, width: 40, height: 50))
        expectRect(global.last ?? .null, CGRect(x: 102, y: 88, width: 40, height: 50))
        expectRect(named.last ?? .null, CGRect(x: 42, y: 28, width: 40, height: 50))
        expectRect(newNamed.last ?? .null, CGRect(x: 42, y: 8, width: 40, height: 50))
        expectRect(missing.last ?? .null, CGRect(x: 102, y: 88, width: 40, height: 50))
        expectRect((bounds.last ?? nil) ?? .null, CGRect(x: -42, y: -8, width: 80, height: 60))
    }

    @Test func safeAreaInsetsAreZero() {
        let seen = GeometrySeen<EdgeInsets>()
        _ = render { GeometryReader { proxy in let _ = seen.record(proxy.safeAreaInsets) } }
        #expect(seen.last == EdgeInsets())
    }

    @Test(arguments: [(CGFloat(200), red), (CGFloat(100), blue)])
    func contentBranchesOnTheSize(width: CGFloat, expected: Color) {
        let list = render(CGSize(width: width, height: 50)) {
            GeometryReader { proxy in
                if proxy.size.width > 100 {
                    Rectangle().fill(red)
                } else {
                    Rectangle().fill(blue)
                }
            }
        }
        #expect(list.drawings.count == 1)
        #expect(list.drawings.first?.paint == .color(expected))
    }

    @Test func nestedReadersSettle() {
        // The inner reader's size comes from the outer reader's content.
        let seen = GeometrySeen<CGSize>()
        let list = render {
            GeometryReader { outer in
                GeometryReader { inner in
                    let _ = seen.record(inner.size)
                    Rectangle().fill(red).frame(width: inner.size.width / 2, height: 10)
                }
                .frame(width: outer.size.width / 2, height: outer.size.height / 4)
            }
        }
        #expect(seen.last == CGSize(width: 50, height: 25))
        expectRect(list.box(0), CGRect(x: 0, y: 0, width: 25, height: 10))
        #expect(
            SceneTimeline(size: canvas, initialState: 0) { _ in
                GeometryReader { outer in
                    GeometryReader { _ in Color.red }.frame(width: outer.size.width / 2)
                }
            }.diagnostics.isEmpty)
    }

    @Test(arguments: [0.25, 0.5, 1])
    func contentFollowsTheAnimatedSize(progress: Double) {
        var timeline = SceneTimeline(size: CGSize(width: 300, height: 100), initialState: false) {
            on in
            GeometryReader { proxy in
                Rectangle().fill(red).frame(width: proxy.size.width / 2, height: 10)
            }
            .frame(width: on ? 200 : 100, height: 20)
        }
        timeline.change(at: 1, animation: .linear(duration: 1)) { $0 = true }
        let width = 100 + 100 * progress
        expectRect(
            timeline.frame(at: 1 + progress).box(0),
            CGRect(x: (300 - width) / 2, y: 40, width: width / 2, height: 10), tolerance: 1e-6)
    }

    @Test(arguments: [0.0, 0.5, 1.5])
    func readerInsideAKeyframeAnimatorKeepsItsGeometryWhenDrawn(time: Double) {
        // The animator's content is resolved again for each frame, off the main actor:
        // the reader still has its laid-out 60 x 20, while the content moves.
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Color.clear.frame(width: 60, height: 20)
                .keyframeAnimator(initialValue: 0.0) { content, value in
                    content.overlay {
                        GeometryReader { proxy in
                            Rectangle().fill(red).frame(width: proxy.size.width / 2, height: 4)
                                .offset(x: value)
                        }
                    }
                } keyframes: { _ in
                    LinearKeyframe(10.0, duration: 1)
                    LinearKeyframe(0.0, duration: 1)
                }
        }
        let list = timeline.frame(at: time)
        let box = list.box(list.drawings.count - 1)
        let shift = time <= 1 ? 10 * time : 10 * (2 - time)
        expectRect(box, CGRect(x: 20 + shift, y: 40, width: 30, height: 4), tolerance: 1e-6)
    }

    @Test func aThousandLevelsWithOneReaderDeepInside() {
        let seen = GeometrySeen<CGRect>()
        let list = render(CGSize(width: 100, height: 100)) { DeepReader(depth: 1_000, seen: seen) }
        // Centred: the padded 22 x 22 view at (39, 39); the reader 1 in, 1 right more.
        let frame = seen.last ?? .null
        expectClose(frame.minX, 39 + 1 + 1, absolute: 1e-6)
        expectClose(frame.minY, 39 + 1, absolute: 1e-6)
        #expect(frame.size == CGSize(width: 20, height: 20))
        #expect(list.drawings.count == 1)
        expectClose(list.box(0).width, 10, absolute: 1e-9)
    }

    @Test func serialAndConcurrentFramesAreIdentical() async {
        var timeline = SceneTimeline(size: canvas, initialState: false) { on in
            VStack {
                ForEach(0..<6) { i in
                    GeometryReader { proxy in
                        Rectangle().fill(on ? red : blue)
                            .frame(width: proxy.size.width * Double(i + 1) / 6, height: 4)
                    }
                    .frame(width: on ? 90 : 30, height: 8)
                }
            }
        }
        timeline.change(at: 0.1, animation: .spring(duration: 0.5, bounce: 0.2)) { $0 = true }
        let times = (0..<32).map { Double($0) / 32 }
        let serial = times.map { timeline.frame(at: $0) }
        let frozen = timeline
        let concurrent = await withTaskGroup(of: (Int, DisplayList).self) { group in
            for (i, t) in times.enumerated() {
                group.addTask { (i, await frozen.prepareFrame(at: t).displayList()) }
            }
            var results = [DisplayList?](repeating: nil, count: times.count)
            for await (i, list) in group { results[i] = list }
            return results
        }
        #expect(concurrent == serial.map { $0 })
        #expect(serial[2] != serial[20])
    }
}
