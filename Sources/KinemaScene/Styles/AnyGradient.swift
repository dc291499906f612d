import Foundation
import KinemaCore
import KinemaGraphics

/// A gradient without geometry of its own: as a style it paints from the top of the
/// painted bounds to the bottom, as SwiftUI's `AnyGradient`; the gradient statics
/// (`.linearGradient(_:startPoint:endPoint:)`, `.radialGradient(_:center:startRadius:endRadius:)`,
/// ...) give it other geometry.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
/// Circle().fill(.radialGradient(Color.orange.gradient, center: .center, startRadius: 0, endRadius: 40))
/// ```
nonisolated public struct AnyGradient: ShapeStyle, Equatable, PaintSource {
    /// The stops.
    internal let gradient: Gradient

    /// Wraps a gradient.
    /// - Parameter gradient: The stops.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// The same gradient interpolated in `space`. Kinema interpolates every gradient in
    /// sRGB, so the gradient is unchanged.
    /// - Parameter space: The space to interpolate the stops in.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    internal var unresolved: UnresolvedPaint { .linear(gradient, .top, .bottom) }
}

nonisolated extension Gradient {
    /// The colour space a gradient interpolates in, as SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        private let name: String
        /// Interpolation of the sRGB components (Kinema's for every gradient).
        public static let device = ColorSpace(name: "device")
        /// Interpolation in a perceptual space (Kinema: as `device`).
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// This gradient as an ``AnyGradient`` interpolated in `space`.
    /// - Parameter space: The space to interpolate the stops in.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

nonisolated extension Color {
    /// SwiftUI's standard gradient of the colour: from the colour lightened at the top to
    /// the colour at the bottom.
    ///
    /// The lighter end is the colour 0.15 lighter in HSL lightness (clamped to 1), hue and
    /// saturation kept: the one-number fit to SwiftUI's measured top ends, whose
    /// lightnesses are 0.647 for grey 128 (here 0.652), 0.639 for (51, 102, 204) (0.650),
    /// 0.451 for (0, 153, 51) (0.450) and 1 for white; black is the one that misses (0.198
    /// there, 0.15 here).
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [lightened(by: 0.15), self]))
    }

    /// The colour with `amount` added to its HSL lightness (clamped to 0...1), hue,
    /// saturation and opacity kept.
    internal func lightened(by amount: Double) -> Color {
        let (r, g, b) = (red, green, blue)
        let high = max(r, g, b)
        let low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        let newLightness = min(max(lightness + amount, 0), 1)
        let newChroma = (1 - abs(2 * newLightness - 1)) * saturation
        // Each component keeps its place between the lowest and highest component.
        func moved(_ component: Double) -> Double {
            let fraction = chroma == 0 ? 0.5 : (component - low) / chroma
            return newLightness - newChroma / 2 + fraction * newChroma
        }
        return Color(red: moved(r), green: moved(g), blue: moved(b), opacity: opacity)
    }
}

nonisolated extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`'s stops between two unit points of the bounds.
    public static func linearGradient(
        _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

nonisolated extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`'s stops between two circles around a unit point.
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
        endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(
            gradient: gradient.gradient, center: center, startRadius: startRadius,
            endRadius: endRadius)
    }
}

nonisolated extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient`'s stops, its radii fractions of the bounds.
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center,
        startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient.gradient, center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

nonisolated extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient`'s stops around a unit point.
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle,
        endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(
            gradient: gradient.gradient, center: center, startAngle: startAngle,
            endAngle: endAngle)
    }

    /// A conic gradient of `gradient`'s stops: a full turn around a unit point from
    /// `angle`.
    public static func conicGradient(
        _ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero
    ) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}
