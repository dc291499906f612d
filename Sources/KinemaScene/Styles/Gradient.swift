import Foundation
import KinemaCore
import KinemaGraphics

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
