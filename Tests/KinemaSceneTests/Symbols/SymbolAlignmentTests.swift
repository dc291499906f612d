import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// Symbols beside text, in stacks, labels and buttons, at several font sizes, with positions
/// worked out by hand. The fallback measurer makes text `1.2 × size` high with its first
/// baseline at `0.8 × 1.2 × size` from the top. A `circle` image is `box + line` square
/// (see ``SymbolMetricsTests``) and its baseline lies half the cap height below the box's
/// centre, so `box / 2 + capHeight × size / 2 + line / 2` below its top.
@MainActor
@Suite("Symbol alignment")
struct SymbolAlignmentTests {
    static let capHeight = 1443.0 / 2048

    /// The side of a medium regular circle image in a font of `size` points.
    func circleSide(_ size: Double) -> Double { Self.capHeight * 1.25 * size + 0.085 * size }

    /// The distance from the top of that image to the font's baseline.
    func circleBaseline(_ size: Double) -> Double {
        Self.capHeight * 1.25 * size / 2 + Self.capHeight * size / 2 + 0.085 * size / 2
    }

    @Test(arguments: [11.0, 17, 34])
    func baselineStacksPutTheSymbolOnTheTextsBaseline(_ size: Double) {
        let list = render(CGSize(width: 200, height: 200)) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Image(systemName: "circle").background(red)
                Text("Hg").background(blue)
            }
            .font(.system(size: size))
        }
        let symbol = list.box(0)
        let text = list.boxes(paint: .color(blue))[0]
        let textBaseline = text.minY + 0.8 * 1.2 * size
        expectClose(symbol.minY + circleBaseline(size), textBaseline, absolute: 1e-9)
        expectClose(symbol.height, circleSide(size), absolute: 1e-9)
        expectClose(text.minX, symbol.maxX + 4, absolute: 1e-9)
    }

    @Test(arguments: [11.0, 17, 34])
    func centredStacksCentreTheSymbolOnTheLine(_ size: Double) {
        let list = render(CGSize(width: 200, height: 200)) {
            HStack(spacing: 4) {
                Image(systemName: "circle").background(red)
                Text("Hg").background(blue)
            }
            .font(.system(size: size))
        }
        let symbol = list.box(0)
        let text = list.boxes(paint: .color(blue))[0]
        expectClose(symbol.midY, text.midY, absolute: 1e-9)
        expectClose(symbol.midY, 100, absolute: 1e-9)
    }

    @Test(arguments: [13.0, 17, 28])
    func labelsPutTheIconBeforeTheTitle(_ size: Double) {
        // The default label style: the icon, 8 points, the title; centred on each other.
        let list = render(CGSize(width: 200, height: 200)) {
            Label {
                Text("Title").background(blue)
            } icon: {
                Image(systemName: "circle").background(red)
            }
            .font(.system(size: size))
        }
        let icon = list.box(0)
        let title = list.boxes(paint: .color(blue))[0]
        expectClose(icon.width, circleSide(size), absolute: 1e-9)
        expectClose(title.minX, icon.maxX + 8, absolute: 1e-9)
        expectClose(icon.midY, title.midY, absolute: 1e-9)
        // The label is centred in the scene: its width is the icon, the gap and the title
        // (five characters of 0.6 × size).
        expectClose(icon.minX, 100 - (circleSide(size) + 8 + 5 * 0.6 * size) / 2, absolute: 1e-9)
    }

    @Test(arguments: [13.0, 20, 34])
    func buttonLabelsDrawTheSymbolInTheAccent(_ size: Double) {
        // `Button(_:systemImage:action:)`: the symbol is the label's icon, in the tint, before
        // the title; the plus is two lines 80 units long crossing at its centre.
        let list = render(CGSize(width: 300, height: 100)) {
            Button("Add", systemImage: "plus") {}
                .font(.system(size: size))
        }
        let strokes = list.drawings.indices.filter {
            if case .stroke = list.drawings[$0] { return true }
            return false
        }
        #expect(strokes.count == 1)
        let unit = Self.capHeight * 1.25 * size / 100
        let line = 0.085 * size
        let box = strokes.first.map(list.box) ?? .null
        expectClose(box.width, 80 * unit, absolute: 1e-9)
        expectClose(box.height, 80 * unit, absolute: 1e-9)
        if let index = strokes.first,
            case .stroke(_, let paint, let style, _) = list.drawings[index]
        {
            #expect(sameColors([paint], [.accentColor]))
            expectClose(Double(style.lineWidth), line, absolute: 1e-9)
        }
        // The title starts 8 points after the icon's frame (the plus and half a line), and
        // the icon's centre is the title's.
        let titleBox =
            list.texts.first.map { CGRect(origin: $0.origin, size: $0.size).applying($0.transform) }
            ?? .null
        expectClose(titleBox.minX, box.maxX + line / 2 + 8, absolute: 1e-9)
        expectClose(titleBox.midY, box.midY, absolute: 1e-9)
    }
}

extension DisplayList {
    /// The boxes of the drawings painted with `paint`, in order.
    func boxes(paint: Paint) -> [CGRect] {
        drawings.indices.filter { drawings[$0].paint == paint }.map(box)
    }
}
