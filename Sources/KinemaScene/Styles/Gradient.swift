import Foundation
import KinemaCore

/// Colours at locations from 0 to 1, for gradients.
public struct Gradient: Equatable, Sendable {
    /// A colour at a location of a gradient.
    public struct Stop: Equatable, Sendable {
        /// The colour.
        public var color: Color
        /// The location, from 0 (start) to 1 (end).
        public var location: CGFloat

        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// Creates a gradient from stops; NaN locations are 0 and locations are clamped to
    /// 0...1, then sorted.
    public init(stops: [Stop]) {
        self.stops = stops.map {
            Stop(color: $0.color, location: $0.location.isNaN ? 0 : min(max($0.location, 0), 1))
        }
        .sorted { $0.location < $1.location }
    }

    /// Creates a gradient of colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }
}

/// A linear gradient between two unit points of the painted bounds.
nonisolated public struct LinearGradient: ShapeStyle, View, Equatable {
    internal let gradient: Gradient
    internal let startPoint: UnitPoint
    internal let endPoint: UnitPoint

    /// Creates a linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient of evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    internal var unresolved: UnresolvedPaint { .linear(gradient, startPoint, endPoint) }

    /// A rectangle filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient between two circles around a unit point of the painted bounds.
nonisolated public struct RadialGradient: ShapeStyle, View, Equatable {
    internal let gradient: Gradient
    internal let center: UnitPoint
    internal let startRadius: CGFloat
    internal let endRadius: CGFloat

    /// Creates a radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
            endRadius: endRadius)
    }

    internal var unresolved: UnresolvedPaint {
        .radial(
            gradient, center, startRadius.isFinite ? startRadius : 0,
            endRadius.isFinite ? endRadius : 0)
    }

    /// A rectangle filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}
