extension UnitCurve: CustomStringConvertible {
    /// The curve as it is written: `linear`, `bezier(0.42, 0, 0.58, 1)` (for `easeInOut` too),
    /// `circularEaseIn`, `easeInOutSine`, `steps(4, jump-end)`,
    /// `linear(0 0%, 0.25 75%, 1 100%)` (CSS notation, every input resolved) or
    /// `easeInSine.inverse`.
    public var description: String {
        switch storage {
        case .linear:
            return "linear"
        case .bezier(let b):
            let numbers = [b.x1, b.y1, b.x2, b.y2].map(UnitCurve.formatted)
            return "bezier(\(numbers.joined(separator: ", ")))"
        case .circular(let mode):
            return "circular" + mode.name.prefix(1).uppercased() + mode.name.dropFirst()
        case .easing(let family, let mode):
            return mode.name + family.name
        case .steps(let count, let position):
            return "steps(\(count), \(position.cssName))"
        case .piecewiseLinear(let function):
            let stops = function.points.map {
                "\(UnitCurve.formatted($0.output)) \(UnitCurve.formatted($0.input * 100))%"
            }
            return "linear(\(stops.joined(separator: ", ")))"
        case .inverse(let curve):
            return "\(curve).inverse"
        }
    }

    /// `value` rounded to 10 decimals, without a trailing `.0`.
    private static func formatted(_ value: Double) -> String {
        let rounded = (value * 1e10).rounded() / 1e10 + 0
        let text = "\(rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

extension EasingMode {
    fileprivate var name: String {
        switch self {
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        }
    }
}

extension EasingFamily {
    fileprivate var name: String {
        switch self {
        case .sine: return "Sine"
        case .quad: return "Quad"
        case .cubic: return "Cubic"
        case .quart: return "Quart"
        case .quint: return "Quint"
        case .expo: return "Expo"
        case .circ: return "Circ"
        case .back: return "Back"
        case .elastic: return "Elastic"
        case .bounce: return "Bounce"
        }
    }
}

extension UnitCurve.StepPosition {
    fileprivate var cssName: String {
        switch self {
        case .jumpStart: return "jump-start"
        case .jumpEnd: return "jump-end"
        case .jumpNone: return "jump-none"
        case .jumpBoth: return "jump-both"
        }
    }
}
