import KinemaCore
import KinemaGraphics

/// A style whose paint comes from where it is drawn: a level of the foreground style
/// (`.foreground`, `.primary` … `.quaternary`) or the tint (`.tint`), at an opacity
/// (`.secondary.opacity(0.5)`). Resolved against the environment of the view that draws it
/// (``StyleContext``), so a shape filled with `.secondary` inside
/// `.foregroundStyle(.red, .blue)` is blue.
nonisolated package struct ContextualStyle: Sendable, Equatable {
    /// Where the paint comes from.
    internal enum Source: Sendable, Equatable {
        /// A level of the foreground style: 0 for primary, 1 for secondary, and so on.
        case foreground(level: Int)
        /// The tint (`tint(_:)`), system blue by default.
        case tint
    }

    /// Where the paint comes from.
    internal var source: Source
    /// The opacity multiplied into the paint.
    internal var opacity: Double = 1

    /// The foreground style's first level.
    package static let primary = ContextualStyle(source: .foreground(level: 0))
}

/// The styles a contextual style resolves to in one place of the view tree: the levels of
/// the foreground style and the tint.
nonisolated package struct StyleContext: Sendable {
    /// The levels of the foreground style.
    internal var foreground: ForegroundStyles
    /// The tint of controls and of `.tint`: system blue unless `tint(_:)` set one.
    internal var tint: Color
}

/// The levels of the foreground style (`foregroundStyle(_:)`, `(_:_:)`, `(_:_:_:)`).
///
/// With no foreground style set, the levels are the light-mode label colours: black, then
/// UIKit's `secondaryLabel`, `tertiaryLabel` and `quaternaryLabel` ((60, 60, 67) / 255 at
/// opacity 0.6, 0.3 and 0.18). With one style set, each lower level is that style at
/// SwiftUI's level opacities: 1, 0.5, 0.25 and 0.18 (for the fourth level and beyond). With
/// two or three styles set, each level is the style given for it; levels beyond the last
/// given take the last (Kinema's rule: SwiftUI does not document them).
nonisolated internal struct ForegroundStyles: Sendable, Equatable {
    /// The styles set, resolved where they were set: empty for the default foreground.
    private var levels: [UnresolvedPaint] = []
    /// Whether a `foregroundStyle(_:)` or `foregroundColor(_:)` of the view tree set the
    /// foreground (a control's own styling does not): the built-in button styles then draw
    /// their label in it instead of their accent, as SwiftUI's do.
    internal var isSet = false

    /// The default foreground (label colours).
    internal init() {}

    /// The foreground of `levels`, each a concrete paint (never a contextual one).
    internal init(levels: [UnresolvedPaint]) { self.levels = levels }

    /// The opacity SwiftUI multiplies into one style at a level below its first.
    internal static func derivedOpacity(at level: Int) -> Double {
        [1, 0.5, 0.25, 0.18][min(max(level, 0), 3)]
    }

    /// The paint of `level` (0 for primary).
    internal func paint(at level: Int) -> UnresolvedPaint {
        let level = max(level, 0)
        switch levels.count {
        case 0:
            let label = (red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255)
            let opacities = [0.6, 0.3, 0.18]
            guard level > 0 else { return .color(.primary) }
            return .color(
                Color(
                    red: label.red, green: label.green, blue: label.blue,
                    opacity: opacities[min(level, 3) - 1]))
        case 1:
            return levels[0].applyingOpacity(Self.derivedOpacity(at: level))
        default:
            return levels[min(level, levels.count - 1)]
        }
    }

    /// The primary style.
    internal var primary: UnresolvedPaint { paint(at: 0) }
}

nonisolated extension UnresolvedPaint {
    /// The paint with a contextual style replaced by what it is in `context` (unchanged
    /// when concrete).
    package func resolved(in context: StyleContext) -> UnresolvedPaint {
        guard case .contextual(let style) = self else { return self }
        switch style.source {
        case .foreground(let level):
            return context.foreground.paint(at: level).applyingOpacity(style.opacity)
        case .tint:
            return UnresolvedPaint.color(context.tint).applyingOpacity(style.opacity)
        }
    }

    /// The paint with `opacity` multiplied into every colour (of a solid colour and of
    /// each gradient stop), an image pattern's opacity, or a contextual style's; clamped
    /// to 0...1 and NaN as 0, as `Color.opacity(_:)`.
    internal func applyingOpacity(_ opacity: Double) -> UnresolvedPaint {
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        guard opacity != 1 else { return self }
        func faded(_ gradient: Gradient) -> Gradient {
            Gradient(
                stops: gradient.stops.map {
                    Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location)
                })
        }
        switch self {
        case .color(let c): return .color(c.opacity(opacity))
        case .linear(let g, let s, let e): return .linear(faded(g), s, e)
        case .radial(let g, let c, let r0, let r1): return .radial(faded(g), c, r0, r1)
        case .angular(let g, let c, let a0, let a1): return .angular(faded(g), c, a0, a1)
        case .elliptical(let g, let c, let r0, let r1): return .elliptical(faded(g), c, r0, r1)
        case .image(var pattern):
            pattern.opacity *= opacity
            return .image(pattern)
        case .mesh(var mesh):
            mesh.colors = .colors(mesh.vertexColors.map { $0.opacity(opacity) })
            mesh.background = mesh.background.opacity(opacity)
            return .mesh(mesh)
        case .contextual(var style):
            style.opacity *= opacity
            return .contextual(style)
        }
    }

    /// The paint `levels` levels below this one: a contextual foreground level moves down,
    /// any other style takes the opacity of that level (`Color.red.secondary`).
    internal func offset(by levels: Int) -> UnresolvedPaint {
        if case .contextual(var style) = self, case .foreground(let level) = style.source {
            style.source = .foreground(level: level + levels)
            return .contextual(style)
        }
        return applyingOpacity(ForegroundStyles.derivedOpacity(at: levels))
    }
}
