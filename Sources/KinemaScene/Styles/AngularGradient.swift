import Foundation
import KinemaCore
import KinemaGraphics

/// An angular (conic) gradient around a unit point of the painted bounds, as SwiftUI's.
///
/// ```swift
/// Circle()
///     .trim(from: 0, to: 0.8)
///     .stroke(AngularGradient(colors: [.blue, .purple, .pink], center: .center,
///                             startAngle: .degrees(0), endAngle: .degrees(288)),
///             style: StrokeStyle(lineWidth: 12, lineCap: .round))
/// ```
///
/// Angles are measured from the positive x axis, clockwise on screen (y down). A point
/// at angle θ from the centre takes the gradient's colour at `(θ - startAngle) /
/// (endAngle - startAngle)`. When the span is a full turn or more, only its last turn is
/// drawn; when it is less, the missing sector shows the colour at location 1 for its
/// first half and the colour at location 0 for its second half (SwiftUI's documented
/// rule). A span of zero, negative or NaN is such a missing sector all round.
///
/// Drawn exactly, pixel by pixel (Cairo has no conic gradient). The stops, centre and
/// angles animate.
nonisolated public struct AngularGradient: ShapeStyle, View, Equatable {
    internal let gradient: Gradient
    internal let center: UnitPoint
    internal let startAngle: Angle
    internal let endAngle: Angle

    /// Creates an angular gradient from `startAngle` to `endAngle`.
    public init(
        gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
            endAngle: endAngle)
    }

    /// Creates an angular gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
            endAngle: endAngle)
    }

    /// Creates a conic gradient: a full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(
            gradient: gradient, center: center, startAngle: angle,
            endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// Creates a conic gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    internal var unresolved: UnresolvedPaint {
        func clean(_ a: Angle) -> CGFloat { a.radians.isFinite ? CGFloat(a.radians) : 0 }
        return .angular(gradient, center, clean(startAngle), clean(endAngle))
    }

    /// A rectangle filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient stretched to the painted bounds, as SwiftUI's `EllipticalGradient`.
///
/// The centre and radii are defined in a unit square that is stretched to fill the
/// bounds, so circles become ellipses: with the defaults (`center: .center`,
/// `endRadiusFraction: 0.5`) the gradient ends on the ellipse inscribed in the bounds.
/// Beyond the end radius the last colour continues; inside the start radius, the first.
/// Non-finite fractions are 0. The stops, centre and fractions animate.
nonisolated public struct EllipticalGradient: ShapeStyle, View, Equatable {
    internal let gradient: Gradient
    internal let center: UnitPoint
    internal let startRadiusFraction: CGFloat
    internal let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient of evenly spaced colours.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from stops.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    internal var unresolved: UnresolvedPaint {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        return .elliptical(gradient, center, clean(startRadiusFraction), clean(endRadiusFraction))
    }

    /// A rectangle filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

nonisolated extension AngularGradient: PaintSource {}
nonisolated extension EllipticalGradient: PaintSource {}
