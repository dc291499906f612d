import Foundation
import KinemaCore
import KinemaGraphics

/// Objects: gear, magnifying glass, trash, house, lock, cart, bookmark, pencil,
/// calendar, clock, photo, camera, document, folder, tray, book, tag, flag.
nonisolated extension SymbolCatalog {
    internal static var objects: [String: SymbolEntry] {
        let gear = cog(teeth: 8, outer: 50, inner: 39, toothHalfAngles: (7, 12))
        let gearshape = cog(teeth: 6, outer: 50, inner: 37, toothHalfAngles: (11, 19))
        var gearFill = gear
        gearFill.addPath(circle(.zero, 17))
        var gearshapeFill = gearshape
        gearshapeFill.addPath(circle(.zero, 17))
        let bookmark = polygon(p(-29, -46), p(29, -46), p(29, 44), p(0, 20), p(-29, 44))
        let lockBody = roundedRect(-34, -6, 68, 52, radius: 9)
        let can = polygon(p(-31, -28), p(31, -28), p(26, 40), p(20, 46), p(-20, 46), p(-26, 40))
        let house = polygon(p(-34, -8), p(0, -38), p(34, -8), p(34, 44), p(-34, 44))
        let page = polygon(p(-34, -46), p(12, -46), p(34, -24), p(34, 46), p(-34, 46))
        let fold = lines(p(12, -46), p(12, -24), p(34, -24))
        let folder = polygon(
            p(-48, -36), p(-16, -36), p(-8, -26), p(48, -26), p(48, 38), p(-48, 38))
        let flag = polygon(p(-34, -44), p(38, -44), p(24, -22), p(38, 0), p(-34, 0))
        let tag = polygon(p(-44, -22), p(16, -22), p(46, 0), p(16, 22), p(-44, 22))
        let turnTag = CGAffineTransform(rotationAngle: -.pi / 4)
        return [
            "gear": SymbolEntry(
                SymbolDesign(.stroke(gear), .stroke(circle(.zero, 15))),
                filled: SymbolDesign(.fill(gearFill, eoFill: true))),
            "gearshape": SymbolEntry(
                SymbolDesign(.stroke(gearshape), .stroke(circle(.zero, 15))),
                filled: SymbolDesign(.fill(gearshapeFill, eoFill: true))),
            "magnifyingglass": SymbolEntry(
                SymbolDesign(.stroke(circle(p(-8, -8), 31)), .stroke(lines(p(15, 15), p(42, 42))))),
            "trash": SymbolEntry(
                SymbolDesign(
                    .stroke(can), .stroke(lid),
                    .stroke(segments((p(-11, -12), p(-11, 30)), (p(11, -12), p(11, 30))))),
                filled: SymbolDesign(.fill(can), .stroke(lid))),
            "house": SymbolEntry(
                SymbolDesign(
                    .stroke(lines(p(-48, 4), p(0, -40), p(48, 4))),
                    .stroke(lines(p(-34, -8), p(-34, 44), p(34, 44), p(34, -8))),
                    .stroke(lines(p(-10, 44), p(-10, 18), p(10, 18), p(10, 44)))),
                filled: SymbolDesign([
                    SymbolLayer(
                        level: 0,
                        elements: [.fill(house), .stroke(lines(p(-48, 4), p(0, -40), p(48, 4)))]),
                    SymbolLayer(
                        level: 1, elements: [.solid(roundedRect(-9, 18, 18, 30, radius: 3))],
                        cut: .hole),
                ])),
            "lock": SymbolEntry(
                SymbolDesign(.stroke(lockBody), .stroke(shackle)),
                filled: SymbolDesign(.fill(lockBody), .stroke(shackle))),
            "cart": SymbolEntry(
                SymbolDesign(.stroke(cartFrame), .stroke(basket), .fill(wheels)),
                filled: SymbolDesign(.stroke(cartFrame), .fill(basket), .fill(wheels))),
            "bookmark": plain(bookmark),
            "pencil": SymbolEntry(pencil),
            "calendar": SymbolEntry(calendar),
            "clock": SymbolEntry(
                SymbolDesign(.stroke(circle(.zero, 50)), .stroke(hands)),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(circle(.zero, 50))]),
                    SymbolLayer(level: 0, elements: [.stroke(hands)], cut: .hole),
                ])),
            "doc": SymbolEntry(
                SymbolDesign(.stroke(page), .stroke(fold)),
                filled: SymbolDesign(.fill(page))),
            "doc.text": SymbolEntry(
                SymbolDesign(.stroke(page), .stroke(fold), .stroke(textLines))),
            "folder": SymbolEntry(
                SymbolDesign(.stroke(folder), .stroke(lines(p(-48, -14), p(48, -14)))),
                filled: SymbolDesign(.fill(folder))),
            "photo": SymbolEntry(photo),
            "camera": SymbolEntry(
                SymbolDesign(.stroke(cameraBody), .stroke(circle(p(0, 8), 17))),
                filled: SymbolDesign([
                    SymbolLayer(level: 1, elements: [.fill(cameraBody)]),
                    SymbolLayer(level: 0, elements: [.stroke(circle(p(0, 8), 17))], cut: .hole),
                ])),
            "tray": SymbolEntry(
                SymbolDesign(
                    .stroke(roundedRect(-48, -34, 96, 74, radius: 10)),
                    .stroke(lines(p(-48, 6), p(-20, 6), p(-14, 18), p(14, 18), p(20, 6), p(48, 6))))
            ),
            "book": SymbolEntry(book, filled: SymbolDesign(.fill(bookPages))),
            "flag": SymbolEntry(
                SymbolDesign(.stroke(flag), .stroke(lines(p(-34, -44), p(-34, 48)))),
                filled: SymbolDesign(.fill(flag), .stroke(lines(p(-34, -44), p(-34, 48))))),
            "tag": SymbolEntry(
                SymbolDesign(.stroke(tag), .fill(circle(p(20, 0), 3))).applying(turnTag)),
        ]
    }

    /// A cog's outline: `teeth` teeth between radii `inner` and `outer`, each spanning the
    /// given half angles at its tip and at its root, in degrees.
    private static func cog(
        teeth: Int, outer: Double, inner: Double, toothHalfAngles: (tip: Double, root: Double)
    ) -> Path {
        var points: [CGPoint] = []
        for index in 0..<teeth {
            let middle = -90 + 360 * Double(index) / Double(teeth)
            points.append(point(on: .zero, inner, at: middle - toothHalfAngles.root))
            points.append(point(on: .zero, outer, at: middle - toothHalfAngles.tip))
            points.append(point(on: .zero, outer, at: middle + toothHalfAngles.tip))
            points.append(point(on: .zero, inner, at: middle + toothHalfAngles.root))
        }
        return polygon(points)
    }

    /// A bin's lid and its handle.
    private static var lid: Path {
        var path = lines(p(-43, -28), p(43, -28))
        path.addPath(lines(p(-14, -28), p(-14, -44), p(14, -44), p(14, -28)))
        return path
    }

    /// A padlock's shackle.
    private static var shackle: Path {
        var path = Path()
        path.move(to: p(-22, -6))
        path.addLine(to: p(-22, -20))
        path.addArc(
            center: p(0, -20), radius: 22, startAngle: .degrees(180), endAngle: .degrees(360),
            clockwise: false)
        path.addLine(to: p(22, -6))
        return path
    }

    /// A shopping cart's handle and floor.
    private static var cartFrame: Path {
        lines(p(-50, -38), p(-38, -38), p(-26, 20), p(36, 20))
    }

    /// A shopping cart's basket.
    private static var basket: Path {
        polygon(p(-34, -20), p(46, -20), p(38, 8), p(-28, 8))
    }

    /// A shopping cart's wheels.
    private static var wheels: Path { dots([p(-20, 38), p(30, 38)], radius: 5) }

    /// A pencil at 45 degrees, its point at the bottom left.
    private static var pencil: SymbolDesign {
        let body = polygon(p(-10, -44), p(10, -44), p(10, 30), p(0, 48), p(-10, 30))
        let ferrule = lines(p(-10, -30), p(10, -30))
        return SymbolDesign(.stroke(body), .stroke(ferrule))
            .applying(CGAffineTransform(rotationAngle: .pi / 4))
    }

    /// A calendar page: rings, a header and days.
    private static var calendar: SymbolDesign {
        let page = roundedRect(-46, -38, 92, 80, radius: 11)
        let days = dots(
            [p(-22, 4), p(0, 4), p(22, 4), p(-22, 24), p(0, 24), p(22, 24)], radius: 2.5)
        return SymbolDesign(
            .stroke(page), .stroke(lines(p(-46, -18), p(46, -18))), .fill(days))
    }

    /// A clock's hands at ten past twelve.
    private static var hands: Path { lines(p(0, -30), p(0, 0), p(20, 14)) }

    /// Lines of text on a page.
    private static var textLines: Path {
        segments((p(-18, -2), p(18, -2)), (p(-18, 16), p(18, 16)), (p(-18, 32), p(8, 32)))
    }

    /// A framed landscape: mountains and a sun.
    private static var photo: SymbolDesign {
        let frame = roundedRect(-48, -38, 96, 76, radius: 10)
        let mountains = lines(p(-46, 32), p(-16, 2), p(6, 24), p(20, 12), p(46, 36))
        return SymbolDesign(.stroke(frame), .stroke(mountains), .fill(circle(p(20, -14), 5)))
    }

    /// A camera's body with its viewfinder hump.
    private static var cameraBody: Path {
        var path = Path()
        path.move(to: p(-16, -26))
        path.addLine(to: p(-9, -38))
        path.addLine(to: p(9, -38))
        path.addLine(to: p(16, -26))
        path.addLine(to: p(38, -26))
        path.addQuadCurve(to: p(48, -16), control: p(48, -26))
        path.addLine(to: p(48, 30))
        path.addQuadCurve(to: p(38, 40), control: p(48, 40))
        path.addLine(to: p(-38, 40))
        path.addQuadCurve(to: p(-48, 30), control: p(-48, 40))
        path.addLine(to: p(-48, -16))
        path.addQuadCurve(to: p(-38, -26), control: p(-48, -26))
        path.closeSubpath()
        return path
    }

    /// An open book: two pages on a spine.
    private static var book: SymbolDesign { SymbolDesign(.stroke(bookPages)) }

    /// The two pages of an open book.
    private static var bookPages: Path {
        let left = polygon(p(0, -30), p(-20, -38), p(-48, -38), p(-48, 36), p(-20, 36), p(0, 44))
        var pages = left
        pages.addPath(left.applying(CGAffineTransform(scaleX: -1, y: 1)))
        return pages
    }
}
