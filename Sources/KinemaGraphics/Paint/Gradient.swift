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
