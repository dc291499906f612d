import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

nonisolated extension GraphicsContext {
    /// A colour or pattern to fill or stroke with, as SwiftUI's `GraphicsContext.Shading`.
    ///
    /// Gradient shadings take their geometry in the coordinates of the drawing
    /// operation; ``style(_:)`` resolves a style's unit points in the bounding rectangle
    /// of the path it paints. ``backdrop`` and ``palette(_:)`` paint with the foreground
    /// (the first shading of a palette).
    public struct Shading: Sendable {
        internal enum Storage: Sendable {
            case paint(UnresolvedPaint)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }

        internal let storage: Storage

        /// A solid colour.
        public static func color(_ color: Color) -> Shading {
            Shading(storage: .paint(.color(color)))
        }

        /// A solid colour from components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
            opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A solid grey.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style, its unit points resolved in the painted path's bounding box.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(storage: .paint(KinemaScene.paint(of: style)))
        }

        /// A linear gradient between two points of the drawing's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .linear(gradient, startPoint, endPoint))
        }

        /// A radial gradient between two circles around a point.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .radial(gradient, center, startRadius, endRadius))
        }

        /// A conic gradient: a full turn around `center` starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .conic(gradient, center, angle))
        }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(storage: .paint(.contextual(.primary))) }

        /// What is behind the canvas (Kinema: the foreground style).
        public static var backdrop: Shading { .foreground }

        /// A palette of shadings for multi-layer symbols (Kinema: its first shading, or
        /// the foreground for none).
        public static func palette(_ array: [Shading]) -> Shading {
            array.first ?? .foreground
        }

        /// The paint of this shading for a drawing whose bounding box is `bounds`, with
        /// `styles` for the contextual styles (`.foreground`, `.secondary`, `.tint`) and
        /// `opacity` multiplied in.
        internal func paint(in bounds: CGRect, styles: StyleContext, opacity: Double)
            -> Paint
        {
            let paint: Paint
            switch storage {
            case .paint(let unresolved):
                let style = unresolved.resolved(in: styles)
                let local = style.resolved(style.vector, in: bounds.size)
                paint = local.offsetBy(dx: bounds.minX, dy: bounds.minY)
            case .linear(let gradient, let start, let end):
                paint = .linearGradient(stops: gradient.stops, start: start, end: end)
            case .radial(let gradient, let center, let r0, let r1):
                paint = .radialGradient(
                    stops: gradient.stops, center: center, startRadius: r0, endRadius: r1)
            case .conic(let gradient, let center, let angle):
                paint = .conicGradient(
                    stops: gradient.stops, center: center, startAngle: angle.radians,
                    endAngle: angle.radians + 2 * .pi)
            }
            return paint.multiplyingOpacity(by: opacity)
        }
    }

    /// The shading with what it takes from the environment resolved in this context's:
    /// ``Shading/foreground``, `.style(.secondary)` or `.style(.tint)` become the colour or
    /// gradient they are here; other shadings are returned as they are.
    /// - Parameter shading: The shading.
    public func resolve(_ shading: Shading) -> Shading {
        guard case .paint(let paint) = shading.storage else { return shading }
        return Shading(storage: .paint(paint.resolved(in: recording.styles)))
    }

    /// Options of gradient shadings (recorded: Kinema pads every gradient).
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its ends (recorded).
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient beyond its ends (recorded).
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour (recorded).
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

nonisolated extension Paint {
    /// The paint moved by (dx, dy).
    internal func offsetBy(dx: CGFloat, dy: CGFloat) -> Paint {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        switch self {
        case .color: return self
        case .image(var pattern):
            pattern.origin = move(pattern.origin)
            return .image(pattern)
        case .linearGradient(let s, let a, let b):
            return .linearGradient(stops: s, start: move(a), end: move(b))
        case .radialGradient(let s, let c, let r0, let r1):
            return .radialGradient(stops: s, center: move(c), startRadius: r0, endRadius: r1)
        case .conicGradient(let s, let c, let a0, let a1):
            return .conicGradient(stops: s, center: move(c), startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let c, let size, let r0, let r1):
            return .ellipticalGradient(
                stops: s, center: move(c), size: size, startRadiusFraction: r0,
                endRadiusFraction: r1)
        case .meshGradient(var mesh):
            mesh.points = mesh.points.map(move)
            mesh.bounds.origin = move(mesh.bounds.origin)
            return .meshGradient(mesh)
        }
    }

    /// The paint with every colour's opacity multiplied by `factor` (clamped to 0...1;
    /// NaN counts as 1); an image pattern as it is.
    internal func multiplyingOpacity(by factor: Double) -> Paint {
        let factor = factor.isNaN ? 1 : min(max(factor, 0), 1)
        guard factor < 1 else { return self }
        func fade(_ c: Color) -> Color { c.opacity(factor) }
        func fade(_ s: [Gradient.Stop]) -> [Gradient.Stop] {
            s.map { Gradient.Stop(color: fade($0.color), location: $0.location) }
        }
        switch self {
        case .image: return self
        case .color(let c): return .color(fade(c))
        case .linearGradient(let s, let a, let b):
            return .linearGradient(stops: fade(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1):
            return .radialGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
        case .conicGradient(let s, let c, let a0, let a1):
            return .conicGradient(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let s, let c, let size, let r0, let r1):
            return .ellipticalGradient(
                stops: fade(s), center: c, size: size, startRadiusFraction: r0,
                endRadiusFraction: r1)
        case .meshGradient(var mesh):
            mesh.colors = mesh.colors.map(fade)
            mesh.background = fade(mesh.background)
            return .meshGradient(mesh)
        }
    }
}
