import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// Variants by name and by `symbolVariant(_:)`, rendering modes as display items, and the
/// placeholder of a symbol Kinema has no design for.
@MainActor
@Suite("Symbol variants and modes")
struct SymbolVariantTests {
    /// The display items and diagnostics of `content`.
    func draw<V: View>(@ViewBuilder _ content: @escaping @Sendable () -> V)
        -> (list: DisplayList, diagnostics: [SceneDiagnostic])
    {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in content() }
        return (timeline.frame(at: 0), timeline.diagnostics)
    }

    @Test func variantsByModifierMatchVariantsByName() {
        let pairs: [(String, SymbolVariants, String)] = [
            ("heart", .fill, "heart.fill"),
            ("heart", .circle, "heart.circle"),
            ("heart", .circle.fill, "heart.circle.fill"),
            ("xmark", .square.fill, "xmark.square.fill"),
            ("bell", .slash, "bell.slash"),
            ("bell", .slash.fill, "bell.slash.fill"),
            // Variants a symbol does not have are dropped, as SwiftUI falls back.
            ("checkmark", .fill, "checkmark"),
            ("circle", .circle, "circle"),
            ("circle", .circle.fill, "circle.fill"),
        ]
        for (base, variants, full) in pairs {
            let byModifier = draw { Image(systemName: base).symbolVariant(variants) }
            let byName = draw { Image(systemName: full) }
            #expect(byModifier.list == byName.list, "\(base) + \(variants) vs \(full)")
            #expect(byModifier.diagnostics.isEmpty && byName.diagnostics.isEmpty, "\(full)")
        }
        // Nested modifiers add up.
        let nested = draw {
            VStack { Image(systemName: "plus").symbolVariant(.fill) }.symbolVariant(.circle)
        }
        #expect(nested.list == draw { Image(systemName: "plus.circle.fill") }.list)
    }

    @Test func filledEnclosuresCutTheirGlyphOut() {
        // `checkmark.circle.fill` in monochrome: a compositing group holding the disc, then
        // the checkmark erased from it (destination out) and not drawn.
        let list = draw { Image(systemName: "checkmark.circle.fill") }.list
        let groups = list.groups
        #expect(groups.first == .compositingGroup)
        #expect(groups.contains(.blendMode(.destinationOut)))
        let paints = Set(list.drawings.compactMap(\.paint).map(\.representativeColor))
        #expect(paints == [.primary, .black])
    }

    @Test func filledEnclosuresDrawTheGlyphsOwnHolesInsideIt() {
        // `camera.circle.fill`: the filled camera is erased from the disc, and its lens (a
        // hole of `camera.fill`) is drawn again inside the erased body, in the foreground.
        let list = draw { Image(systemName: "camera.circle.fill") }.list
        #expect(list.groups == [.compositingGroup, .blendMode(.destinationOut)])
        // The erasing group closes, then the lens is stroked, then the compositing group
        // closes: the lens is drawn over the erased body, not erased with it.
        let tail = Array(list.items.suffix(3))
        #expect(tail.count == 3 && tail[0] == .endGroup && tail[2] == .endGroup)
        guard tail.count == 3, case .stroke(_, let paint, _, _) = tail[1] else {
            Issue.record("the lens is not stroked after the erased body: \(tail)")
            return
        }
        #expect(paint.representativeColor == .primary)
        // The lens is a small circle on the disc's vertical centre line.
        let disc = list.box(0)
        let lens = list.box(list.drawings.count - 1)
        expectClose(lens.midX, disc.midX, absolute: 1e-9)
        expectClose(lens.width, lens.height, absolute: 1e-9)
        #expect(lens.width < disc.width / 4)
        // `checkmark.circle.fill`, whose glyph has no holes, draws nothing after the erasure.
        let checkmark = draw { Image(systemName: "checkmark.circle.fill") }.list
        #expect(checkmark.items.suffix(2) == [.endGroup, .endGroup])
    }

    @Test func signalSymbolsColourTheirLayers() {
        /// The colours of the drawings of `content`, in order.
        func colors<V: View>(@ViewBuilder _ content: @escaping @Sendable () -> V) -> [Paint] {
            let (list, diagnostics) = draw(content)
            #expect(diagnostics.isEmpty)
            return list.drawings.compactMap(\.paint).map { .color($0.representativeColor) }
        }
        // A filled element is drawn as its fill and its edge (two drawings), a stroke as one;
        // a layer cut with a gap is first erased in black inside the erasing group.
        // `cloud.sun.rain.fill` in multicolor: the sun's disc and edge and its rays yellow,
        // the cloud erased and then drawn in the foreground, the rain blue.
        let weather = colors {
            Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.multicolor)
        }
        #expect(
            sameColors(
                weather, [.yellow, .yellow, .yellow, .black, .black, .primary, .primary, .blue]))
        // `battery.100` in a palette, as the corpus draws it: the body's outline and the
        // cap's disc and edge in the secondary style, the charge's in the primary.
        let battery = colors {
            Image(systemName: "battery.100").symbolRenderingMode(.palette)
                .foregroundStyle(red, blue)
        }
        #expect(sameColors(battery, [blue, blue, blue, red, red]))
        // `bell.badge` in multicolor: the bell and its clapper, the badge's gap erased, the
        // badge red.
        let bell = colors {
            Image(systemName: "bell.badge").symbolRenderingMode(.multicolor)
        }
        #expect(sameColors(bell, [.primary, .primary, .black, .black, .red, .red]))
    }

    @Test func renderingModesChooseEachLayersStyle() {
        func paints(_ mode: SymbolRenderingMode?, _ styles: [Color]) -> [Paint] {
            draw {
                Group {
                    if styles.count == 2 {
                        Image(systemName: "plus.circle").symbolRenderingMode(mode)
                            .foregroundStyle(styles[0], styles[1])
                    } else {
                        Image(systemName: "plus.circle").symbolRenderingMode(mode)
                            .foregroundStyle(styles[0])
                    }
                }
            }.list.drawings.compactMap(\.paint)
        }
        // The ring (secondary) is drawn first, then the plus (primary).
        #expect(paints(.monochrome, [red]) == [.color(red), .color(red)])
        #expect(paints(nil, [red]) == [.color(red), .color(red)])
        #expect(paints(.palette, [red, blue]) == [.color(blue), .color(red)])
        #expect(paints(.hierarchical, [red, blue]) == [.color(blue), .color(red)])
        // One style: the secondary layer is the primary at opacity 0.5, drawn opaque in an
        // opacity group so that crossing lines do not darken.
        let derived = draw {
            Image(systemName: "plus.circle").symbolRenderingMode(.hierarchical)
                .foregroundStyle(red)
        }.list
        #expect(derived.groups == [.opacity(0.5)])
        #expect(derived.drawings.compactMap(\.paint) == [.color(red), .color(red)])
        // Multicolor: the symbol's own colours (green ring and plus).
        let multi = draw {
            Image(systemName: "plus.circle").symbolRenderingMode(.multicolor).foregroundStyle(red)
        }.list
        #expect(sameColors(multi.drawings.compactMap(\.paint), [.green, .green]))
        // `renderingMode(.original)` asks for the symbol's own colours too.
        let original = draw {
            Image(systemName: "plus.circle").renderingMode(.original).foregroundStyle(red)
        }.list
        #expect(original == multi)
        // The environment's mode applies where the image sets none.
        let environment = draw {
            VStack { Image(systemName: "plus.circle") }.symbolRenderingMode(.palette)
                .foregroundStyle(red, blue)
        }.list
        #expect(environment.drawings.compactMap(\.paint) == [.color(blue), .color(red)])
    }

    @Test func unknownSymbolsDrawThePlaceholderWithADiagnostic() {
        let (list, diagnostics) = draw {
            Image(systemName: "no.such.symbol").background(red)
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("\"no.such.symbol\"") == true)
        #expect(diagnostics.first?.message.contains("SF Symbols") == true)
        // The placeholder is the font's size square (17 points in the body font).
        expectRect(list.box(0), CGRect(x: 41.5, y: 41.5, width: 17, height: 17))
        for name in ["checkmark.fill", "circle.circle", "heart.sideways", "", ".fill", "fill"] {
            let (_, diagnostics) = draw { Image(systemName: name) }
            #expect(diagnostics.count == 1, "\(name)")
        }
    }

    @Test func symbolVariantsContain() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.circle.contains(.fill))
        #expect(SymbolVariants.fill.contains(.none))
        #expect(SymbolVariants.circle.fill == SymbolVariants.fill.circle)
    }
}

/// Whether `paints` are solid colours within 1e-9 of `colors`, component by component (a
/// colour read back from a slot passes through linear components).
func sameColors(_ paints: [Paint], _ colors: [Color]) -> Bool {
    guard paints.count == colors.count else { return false }
    return zip(paints, colors).allSatisfy { paint, color in
        guard case .color(let c) = paint else { return false }
        return isClose(c.red, color.red, absolute: 1e-9)
            && isClose(c.green, color.green, absolute: 1e-9)
            && isClose(c.blue, color.blue, absolute: 1e-9)
            && isClose(c.opacity, color.opacity, absolute: 1e-9)
    }
}
