import Foundation

extension Path: CustomStringConvertible {
    /// The commands as text that ``init(_:)-(String)`` reads back: numbers followed by an
    /// operator, in PostScript/PDF order — `x y m` (move), `x y l` (line),
    /// `cx cy x y q` (quadratic curve), `c1x c1y c2x c2y x y c` (cubic curve) and `h`
    /// (close), separated by spaces. Numbers are written in the shortest form that reads
    /// back exactly (`10` rather than `10.0`).
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 5)).description
    /// // "0 0 m 10 0 l 10 5 l 0 5 l h"
    /// ```
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for p in points { words += [number(p.x), number(p.y)] }
            words.append(op)
        }
        for element in elements {
            switch element {
            case .move(let p): add(p, op: "m")
            case .line(let p): add(p, op: "l")
            case .quadCurve(let p, let c): add(c, p, op: "q")
            case .curve(let p, let c1, let c2): add(c1, c2, p, op: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// Reads a path from the text ``description`` writes; also accepts `x y w h re` (a
    /// rectangle) and any whitespace between words. Fails (`nil`) on an unknown word, an
    /// operator with the wrong count of numbers before it, or numbers left at the end.
    /// - Parameter string: The description.
    public init?(_ string: String) {
        var numbers: [CGFloat] = []
        var path = Path()
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let value = Double(word) {
                numbers.append(CGFloat(value))
                continue
            }
            let counts: [Substring: Int] = ["m": 2, "l": 2, "q": 4, "c": 6, "h": 0, "re": 4]
            guard let count = counts[word], numbers.count == count else { return nil }
            let n = numbers
            func point(_ i: Int) -> CGPoint { CGPoint(x: n[i], y: n[i + 1]) }
            switch word {
            case "m": path.move(to: point(0))
            case "l": path.elements.append(.line(to: point(0)))
            case "q": path.elements.append(.quadCurve(to: point(2), control: point(0)))
            case "c":
                path.elements.append(.curve(to: point(4), control1: point(0), control2: point(2)))
            case "h": path.elements.append(.closeSubpath)
            default: path.addRect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
        self = path
    }
}

/// `value` in the shortest text that reads back exactly, without a trailing `.0`.
private func number(_ value: CGFloat) -> String {
    let text = "\(Double(value))"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
