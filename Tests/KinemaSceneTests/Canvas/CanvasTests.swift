import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `Canvas` and `GraphicsContext`: what the renderer draws, as display items, against
/// hand-computed transforms, groups and paints. On the main actor, where Kinema runs
/// canvas renderers.
@MainActor
@Suite("Canvas and GraphicsContext")
struct CanvasTests {
    /// The items between the canvas's clip group and its end.
    func canvasItems(_ list: DisplayList) -> [DisplayItem] {
        guard
            let start = list.items.firstIndex(where: {
                if case .beginGroup(.clip) = $0 { return true } else { return false }
            })
        else { return [] }
        return Array(list.items[(start + 1)..<(list.items.count - 1)])
    }

    @Test func fillIsPlacedAtTheCanvasFrameAndClippedToIt() {
        let list = render {
            Canvas { context, size in
                context.fill(
                    Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)),
                    with: .color(red))
            }
            .frame(width: 60, height: 40)
        }
        // Centred in the 100 x 100 scene: origin (20, 30).
        guard case .beginGroup(.clip(let clip, _, let clipTransform)) = list.items.first else {
            Issue.record("no clip group: \(list)")
            return
        }
        #expect(clip.boundingRect == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(clipTransform == CGAffineTransform(translationX: 20, y: 30))
        let items = canvasItems(list)
        #expect(items.count == 1)
        #expect(items.first?.path?.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(items.first?.transform == CGAffineTransform(translationX: 20, y: 30))
        #expect(items.first?.paint == .color(red))
    }

    @Test func transformsComposeAsCoreGraphicsDoes() {
        let list = render {
            Canvas { context, _ in
                context.translateBy(x: 10, y: 5)
                context.scaleBy(x: 2, y: 3)
                context.rotate(by: .degrees(90))
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(red))
            }
            .frame(width: 100, height: 100)
        }
        guard let t = canvasItems(list).first?.transform else {
            Issue.record("nothing drawn")
            return
        }
        // A local point (1, 0) rotates to (0, 1), scales to (0, 3), moves to (10, 8).
        let p = CGPoint(x: 1, y: 0).applying(t)
        expectClose(Double(p.x), 10, absolute: 1e-12)
        expectClose(Double(p.y), 8, absolute: 1e-12)
        let q = CGPoint(x: 0, y: 1).applying(t)
        expectClose(Double(q.x), 8, absolute: 1e-12)  // (-1, 0) scaled (-2, 0) moved (8, 5)
        expectClose(Double(q.y), 5, absolute: 1e-12)
    }

    @Test func concatenatePrependsTheMatrix() {
        let list = render {
            Canvas { context, _ in
                context.translateBy(x: 5, y: 0)
                context.concatenate(CGAffineTransform(scaleX: 2, y: 2))
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(red))
            }
            .frame(width: 100, height: 100)
        }
        #expect(
            canvasItems(list).first?.transform
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0))
    }

    @Test func copiesOfTheContextKeepTheirOwnState() {
        let list = render {
            Canvas { context, _ in
                var masked = context
                masked.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
                masked.opacity = 0.5
                masked.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(red))
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(blue))
            }
            .frame(width: 100, height: 100)
        }
        let items = canvasItems(list)
        // clip group, red fill at half opacity, end; then the blue fill unclipped.
        guard items.count == 4 else {
            Issue.record("expected 4 items: \(items)")
            return
        }
        if case .beginGroup(.clip(let path, _, _)) = items[0] {
            #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        } else {
            Issue.record("expected a clip group: \(items)")
        }
        #expect(items[1].paint == .color(red.opacity(0.5)))
        #expect(items[2] == .endGroup)
        #expect(items[3].paint == .color(blue))
    }

    @Test func laterFiltersApplyFirstInsideEarlierOnes() {
        let list = render {
            Canvas { context, _ in
                context.scaleBy(x: 2, y: 2)
                context.addFilter(.blur(radius: 3))
                context.addFilter(.shadow(color: blue, radius: 1, x: 4, y: 0))
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(red))
            }
        }
        let items = canvasItems(list)
        guard items.count == 5 else {
            Issue.record("expected 5 items: \(items)")
            return
        }
        // The blur (added first) is outermost: the shadow added after it applies to the
        // drawing first, and the blur to the shadowed drawing, as the metaball effect
        // (`.alphaThreshold` then `.blur`) needs. Both scaled by the transform (2).
        #expect(items[0] == .beginGroup(.blur(radius: 6)))
        #expect(
            items[1]
                == .beginGroup(.shadow(color: blue, radius: 2, offset: CGSize(width: 8, height: 0)))
        )
        #expect(items[3] == .endGroup && items[4] == .endGroup)
    }

    @Test func colourFiltersAndBlendModesAreGroups() {
        let list = render {
            Canvas { context, _ in
                context.addFilter(.hueRotation(.degrees(30)))
                context.blendMode = .multiply
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(red))
            }
        }
        let groups = list.groups
        #expect(groups.contains(.compositingGroup))
        #expect(groups.contains(.blendMode(.multiply)))
        #expect(groups.contains(.colorMatrix(.hueRotation(.degrees(30)))))
        // The blend mode outside the filter: the filtered drawing blends.
        let blend = groups.firstIndex(of: .blendMode(.multiply))
        let filter = groups.firstIndex(of: .colorMatrix(.hueRotation(.degrees(30))))
        #expect(blend! < filter!)
        #expect(list.drawings.count == 1)
    }

    @Test func modesViewsDoNotHaveAreDiagnosed() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Canvas { context, _ in
                context.blendMode = .xor
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(red))
            }
        }
        let messages = timeline.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("blend mode 25") })
        // Still drawn, as normal, and no layer for a blend that is not drawn.
        let list = timeline.frame(at: 0)
        #expect(list.drawings.count == 1)
        #expect(!list.groups.contains(.compositingGroup))
    }

    @Test func alphaThresholdIsAGroup() {
        let list = render {
            Canvas { context, _ in
                context.addFilter(.alphaThreshold(min: 0.5, max: 0.9, color: blue))
                context.addFilter(.blur(radius: 2))
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(red))
            }
        }
        #expect(list.groups.contains(.alphaThreshold(min: 0.5, max: 0.9, color: blue)))
        let threshold = list.groups.firstIndex(of: .alphaThreshold(min: 0.5, max: 0.9, color: blue))
        let blur = list.groups.firstIndex(of: .blur(radius: 2))
        #expect(threshold! < blur!)
        #expect(
            list.description.contains("group alphaThreshold 0.5...0.9 rgba(0 0 1 1)"),
            "\(list)")
    }

    @Test func inverseClipKeepsTheOutside() {
        let list = render {
            Canvas { context, _ in
                context.clip(
                    to: Path(CGRect(x: 10, y: 10, width: 10, height: 10)), options: .inverse)
                context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(red))
            }
            .frame(width: 40, height: 40)
        }
        guard case .beginGroup(.clip(let path, let eoFill, _)) = canvasItems(list).first else {
            Issue.record("no clip")
            return
        }
        #expect(eoFill)
        #expect(path.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(!path.contains(CGPoint(x: 15, y: 15), eoFill: true))
    }

    @Test func textIsDrawnAtItsAnchor() {
        let list = render {
            Canvas { context, size in
                context.draw(
                    Text("abcd").font(.system(size: 10)),
                    at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(width: 100, height: 100)
        }
        guard case .text(let run)? = canvasItems(list).first else {
            Issue.record("no text: \(list)")
            return
        }
        // Fallback measurer: 4 x 6 wide, 12 high, centred on (50, 50).
        #expect(run.size == CGSize(width: 24, height: 12))
        #expect(run.origin == CGPoint(x: 38, y: 44))
        #expect(run.string == "abcd")
    }

    @Test func textInARectangleWrapsAtItsWidth() {
        let list = render {
            Canvas { context, _ in
                context.draw(
                    Text("abcdef").font(.system(size: 10)),
                    in: CGRect(x: 2, y: 3, width: 20, height: 100))
            }
            .frame(width: 100, height: 100)
        }
        guard case .text(let run)? = canvasItems(list).first else {
            Issue.record("no text")
            return
        }
        // 3 characters of 6 per line: 2 lines of 12, in the rectangle's width.
        #expect(run.size == CGSize(width: 20, height: 24))
        #expect(run.origin == CGPoint(x: 2, y: 3))
    }

    @Test func imagesDrawInTheirRectangleWithAnOpacityGroup() {
        let list = render {
            Canvas { context, _ in
                context.opacity = 0.25
                let image = context.resolve(
                    Image(contentsOfFile: "/tmp/x.png", size: CGSize(width: 8, height: 4)))
                context.draw(image, at: .zero, anchor: .topLeading)
            }
            .frame(width: 100, height: 100)
        }
        let items = canvasItems(list)
        #expect(items.first == .beginGroup(.opacity(0.25)))
        guard items.count == 3, case .image(let image) = items[1] else {
            Issue.record("no image: \(items)")
            return
        }
        #expect(image.rect == CGRect(x: 0, y: 0, width: 8, height: 4))
    }

    @Test func drawLayerGroupsItsContentUnderTheContextsState() {
        let list = render {
            Canvas { context, _ in
                context.opacity = 0.5
                context.translateBy(x: 3, y: 0)
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(red))
                    layer.fill(Path(CGRect(x: 2, y: 0, width: 5, height: 5)), with: .color(red))
                }
            }
        }
        let items = canvasItems(list)
        #expect(items.first == .beginGroup(.opacity(0.5)))
        guard items.count == 4 else {
            Issue.record("expected a group of two fills: \(items)")
            return
        }
        #expect(items[1].paint == .color(red))  // full opacity inside the layer
        #expect(items[1].transform?.tx == 3)  // the layer keeps the transform
        #expect(items.last == .endGroup)
    }

    @Test func canvasRedrawsForEachStateAndKeepsDrawingsPerState() {
        var timeline = SceneTimeline(size: canvas, initialState: 0.0) { phase in
            Canvas { context, size in
                context.fill(
                    Path(CGRect(x: phase * 10, y: 0, width: 5, height: 5)), with: .color(red))
            }
        }
        timeline.change(at: 1) { $0 = 2 }
        timeline.change(at: 2) { $0 = 5 }
        func x(at time: Double) -> CGFloat? {
            timeline.frame(at: time).drawings.first?.path?.boundingRect.minX
        }
        #expect(x(at: 0.5) == 0)
        #expect(x(at: 1.5) == 20)
        #expect(x(at: 3) == 50)
    }

    @Test func gradientShadingsAndStylesResolveInTheDrawingsCoordinates() {
        let list = render {
            Canvas { context, _ in
                let path = Path(CGRect(x: 10, y: 20, width: 40, height: 10))
                context.fill(
                    path,
                    with: .style(
                        LinearGradient(
                            colors: [red, blue], startPoint: .leading, endPoint: .trailing)))
                context.fill(
                    path,
                    with: .conicGradient(
                        Gradient(colors: [red, blue]), center: CGPoint(x: 5, y: 5),
                        angle: .degrees(90)))
            }
        }
        let items = canvasItems(list)
        guard items.count == 2 else {
            Issue.record("expected 2 items: \(items)")
            return
        }
        #expect(
            items[0].paint
                == .linearGradient(
                    stops: Gradient(colors: [red, blue]).stops, start: CGPoint(x: 10, y: 25),
                    end: CGPoint(x: 50, y: 25)))
        guard case .conicGradient(_, let center, let start, let end)? = items[1].paint else {
            Issue.record("no conic paint")
            return
        }
        #expect(center == CGPoint(x: 5, y: 5))
        expectClose(Double(start), .pi / 2, absolute: 1e-12)
        expectClose(Double(end), .pi / 2 + 2 * .pi, absolute: 1e-12)
    }

    @Test func emptyAndDegenerateInputDrawsNothingAndNeverTraps() {
        let list = render {
            Canvas { context, _ in
                context.fill(Path(), with: .color(red))
                context.opacity = .nan
                context.scaleBy(x: 0, y: 0)
                context.addFilter(.blur(radius: .infinity))
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(red))
                _ = context.clipBoundingRect
            }
            .frame(width: 0, height: 0)
        }
        // The zero-scale fill is recorded (the backend skips it); no NaN anywhere.
        #expect(!list.description.contains("nan"))
    }
}
