import Foundation
import KinemaCore
import KinemaGraphics

// SwiftUI's gradient members of `ShapeStyle`, for `.fill(.linearGradient(...))` and
// `.background(.radialGradient(...))`.

nonisolated extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient between two unit points of the painted bounds.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced colours.
    public static func linearGradient(
        colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from stops.
    public static func linearGradient(
        stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

nonisolated extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient between two circles around a unit point of the painted bounds.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(
            gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced colours.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        radialGradient(
            Gradient(colors: colors), center: center, startRadius: startRadius,
            endRadius: endRadius)
    }

    /// A radial gradient from stops.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        radialGradient(
            Gradient(stops: stops), center: center, startRadius: startRadius,
            endRadius: endRadius)
    }
}
