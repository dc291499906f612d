extension UnitCurve {
    /// One stop of a CSS `linear()` curve: an output value, placed at up to two inputs.
    /// Kinema's own addition.
    ///
    /// Inputs are fractions of progress (CSS's `75%` is `0.75`). A number literal is a stop
    /// without an input, so `.linear(0, LinearStop(0.25, at: 0.75), 1)` is CSS's
    /// `linear(0, 0.25 75%, 1)`.
    public struct LinearStop: Hashable, Sendable, ExpressibleByFloatLiteral,
        ExpressibleByIntegerLiteral
    {
        /// The curve's value at this stop.
        public var output: Double
        /// Where the stop sits, or nil to have it placed as CSS does.
        public var input: Double?
        /// A second input with the same output (CSS's second percentage), holding the
        /// output flat between `input` and `endInput`.
        public var endInput: Double?

        /// A stop with `output` at `input` (nil: placed as CSS does).
        public init(_ output: Double, at input: Double? = nil) {
            (self.output, self.input, endInput) = (output, input, nil)
        }

        /// A stop that holds `output` from input `start` to input `end`, as CSS's
        /// `linear(…, 0.5 25% 75%, …)`.
        public init(_ output: Double, from start: Double, to end: Double) {
            (self.output, input, endInput) = (output, start, end)
        }

        /// A stop with this output and no input.
        public init(floatLiteral value: Double) { self.init(value) }

        /// A stop with this output and no input.
        public init(integerLiteral value: Int) { self.init(Double(value)) }
    }

    /// CSS's `linear()` easing: straight segments through the given stops. Kinema's own
    /// addition.
    ///
    /// ```swift
    /// // CSS linear(0, 0.25 75%, 1): a quarter of the way at three quarters of the time.
    /// let curve = UnitCurve.linear(0, UnitCurve.LinearStop(0.25, at: 0.75), 1)
    /// curve.value(at: 0.375)  // 0.125
    /// ```
    ///
    /// Inputs are filled in as CSS Easing Level 2 specifies: a missing first input is 0, a
    /// missing last input is 1 (or the largest input before it), every input is raised to at
    /// least the largest input before it, and runs of missing inputs are spread evenly between
    /// their neighbours. Between stops the value is interpolated; before the first and after
    /// the last it is extrapolated along the first and last segments. Where two stops share
    /// an input the value jumps to the later one.
    ///
    /// Bad input: a stop whose output is NaN or infinite is dropped; an input that is NaN or
    /// infinite counts as missing (if that leaves only a stop's second input, it becomes the
    /// stop's one input); finite inputs and outputs are clamped to [-1e6, 1e6] so
    /// slopes stay finite. CSS makes fewer than two stops invalid; Kinema returns the
    /// identity curve `linear` for them.
    ///
    /// - Parameter stops: The stops, in order.
    /// - Complexity: O(stops) to build (one allocation); `value(at:)` is O(log stops) and
    ///   allocates nothing.
    public static func linear(_ stops: [LinearStop]) -> UnitCurve {
        guard let function = PiecewiseLinear(stops: stops) else { return .linear }
        return UnitCurve(storage: .piecewiseLinear(function))
    }

    /// CSS's `linear()` easing: straight segments through the given stops; see
    /// `linear(_:)` taking an array. Kinema's own addition.
    ///
    /// - Parameter stops: The stops, in order.
    public static func linear(_ stops: LinearStop...) -> UnitCurve { linear(stops) }
}

/// The points of a CSS `linear()` easing, with every input resolved.
@usableFromInline
internal struct PiecewiseLinear: Hashable, Sendable {
    @usableFromInline
    internal struct Point: Hashable, Sendable {
        @usableFromInline internal var input: Double
        @usableFromInline internal var output: Double
    }

    /// At least two points, inputs non-decreasing and finite, outputs finite.
    @usableFromInline internal let points: [Point]

    /// CSS's "create a linear easing function", after dropping unusable values; nil when
    /// fewer than two stops remain.
    internal init?(stops: [UnitCurve.LinearStop]) {
        let usable = stops.filter { $0.output.isFinite }
        guard usable.count >= 2 else { return nil }
        func limited(_ value: Double) -> Double { min(max(value, -1e6), 1e6) }
        func finite(_ value: Double?) -> Double? {
            value.flatMap { $0.isFinite ? limited($0) : nil }
        }
        var inputs: [Double?] = []
        var outputs: [Double] = []
        var largest = -Double.infinity
        for (index, stop) in usable.enumerated() {
            outputs.append(limited(stop.output))
            // A missing first input with a second one present: the second is the only one.
            let first = finite(stop.input) ?? finite(stop.endInput)
            let second = finite(stop.input) == nil ? nil : finite(stop.endInput)
            if let input = first {
                largest = max(input, largest)
                inputs.append(largest)
                if let end = second {
                    largest = max(end, largest)
                    outputs.append(limited(stop.output))
                    inputs.append(largest)
                }
            } else if index == 0 {
                largest = 0
                inputs.append(0)
            } else if index == usable.count - 1 {
                largest = max(1, largest)
                inputs.append(largest)
            } else {
                inputs.append(nil)
            }
        }
        points = PiecewiseLinear.filled(inputs).enumerated().map {
            Point(input: $0.element, output: outputs[$0.offset])
        }
    }

    /// `inputs` with each run of nils spread evenly between its known neighbours (the first
    /// and last are always known).
    private static func filled(_ inputs: [Double?]) -> [Double] {
        var result = inputs.map { $0 ?? 0 }
        var lastKnown = 0
        for index in inputs.indices.dropFirst() where inputs[index] != nil {
            let gap = index - lastKnown
            for missing in stride(from: lastKnown + 1, to: index, by: 1) {
                let fraction = Double(missing - lastKnown) / Double(gap)
                result[missing] = result[lastKnown] + (result[index] - result[lastKnown]) * fraction
            }
            lastKnown = index
        }
        return result
    }

    /// The index of the segment CSS uses at `x`: the last point with input ≤ x (0 if none),
    /// moved back one if it is the last point.
    @usableFromInline
    internal func segment(at x: Double) -> Int {
        var low = 0
        var high = points.count
        // Invariant: points[..<low] have input <= x, points[high...] have input > x.
        while low < high {
            let middle = (low + high) / 2
            if points[middle].input <= x { low = middle + 1 } else { high = middle }
        }
        return min(max(low - 1, 0), points.count - 2)
    }

    @usableFromInline
    internal func value(at x: Double) -> Double {
        let index = segment(at: x)
        let a = points[index]
        let b = points[index + 1]
        if a.input == b.input { return b.output }
        return a.output + (x - a.input) / (b.input - a.input) * (b.output - a.output)
    }

    /// The slope of the segment `value(at:)` uses; 0 on a jump.
    @usableFromInline
    internal func velocity(at x: Double) -> Double {
        let index = segment(at: x)
        let a = points[index]
        let b = points[index + 1]
        if a.input == b.input { return 0 }
        return (b.output - a.output) / (b.input - a.input)
    }
}
