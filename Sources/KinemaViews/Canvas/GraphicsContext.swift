import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`: the context a
/// ``Canvas`` passes to its renderer.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.translateBy(x: size.width / 2, y: size.height / 2)
///     context.rotate(by: .degrees(45))
///     context.stroke(Path(CGRect(x: -20, y: -20, width: 40, height: 40)),
///                    with: .color(.black), lineWidth: 2)
/// }
/// ```
///
/// Each context is a copy of a drawing state (``transform``, ``opacity``,
/// ``blendMode``, clips and filters) referring to a layer: changing the state of one
/// context leaves other copies alone, and all copies draw into the same layer. Drawing
/// operations (`fill`, `stroke`, `draw`) apply the state as it is when they are called.
///
/// Kinema records what the renderer draws as display items (see ``Canvas`` for when the
/// renderer runs); `withCGContext` has no counterpart.
nonisolated public struct GraphicsContext {
    /// The recording every copy of this context draws into.
    internal let recording: CanvasRecording
    /// The clips added so far, outermost first, in the canvas's coordinates.
    internal var clips: [CanvasClip] = []
    /// The filters added so far, in the order they were added.
    internal var filters: [CanvasFilter] = []

    /// The opacity of later drawing operations, from 0 (transparent) to 1 (opaque; the
    /// default). Values outside 0...1 are clamped when drawing; NaN counts as 1.
    public var opacity: Double = 1

    /// The blend mode of later drawing operations; ``BlendMode-swift.struct/normal`` by
    /// default. Kinema records other modes as a diagnostic and draws them as normal.
    public var blendMode: BlendMode = .normal

    /// The transform from the coordinates of later drawing operations to the canvas's
    /// (origin at its top-left corner, y down); the identity at the start.
    public var transform: CGAffineTransform = .identity

    /// The environment where the canvas stands, as SwiftUI's: its colour scheme, layout
    /// direction, Dynamic Type size and the values its ancestors set.
    public var environment: EnvironmentValues { recording.environment }

    /// A context drawing into `recording`.
    internal init(recording: CanvasRecording) {
        self.recording = recording
    }

    /// Moves the origin of later drawing operations by (x, y) in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales later drawing operations by (x, y) about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates later drawing operations about the current origin (clockwise on screen
    /// for a positive angle).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Prepends `matrix` to the transform: later coordinates are mapped by `matrix`
    /// first, then by the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// The bounding rectangle of the current clip in the current coordinates: the
    /// canvas's bounds intersected with each clip's bounds (an inverse clip does not
    /// shrink it).
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: recording.size)
        for clip in clips where !clip.options.contains(.inverse) {
            rect = rect.intersection(clip.path.boundingRect.applying(clip.transform))
        }
        guard !rect.isNull else { return .zero }
        let inverse = transform.inverted()
        return rect.applying(inverse)
    }

    /// Clips later drawing operations to `path` in the current coordinates (to its
    /// outside with ``ClipOptions/inverse``).
    /// - Parameters:
    ///   - path: The clip's outline.
    ///   - style: The fill rule of the outline.
    ///   - options: ``ClipOptions/inverse`` to keep the outside.
    public mutating func clip(
        to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
    ) {
        clips.append(
            CanvasClip(path: path, eoFill: style.isEOFilled, transform: transform, options: options)
        )
    }

    /// Adds a filter applied to later drawing operations, each on its own (a
    /// ``drawLayer(content:)`` as a whole), before the filters added earlier: each filter
    /// wraps what later filters draw, so `.alphaThreshold` added before `.blur` thresholds
    /// the blurred drawing.
    /// - Parameters:
    ///   - filter: The filter.
    ///   - options: How it applies (recorded; Kinema draws every filter the same way).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(CanvasFilter(filter: filter, transform: transform))
    }

    /// Options of ``clip(to:style:options:)``.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of ``addFilter(_:options:)``.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Applies the filter in linear colour (recorded, not drawn differently).
        public static let linearColor = FilterOptions(rawValue: 1)
    }
}

/// A clip of a graphics context, in the canvas's coordinates.
nonisolated internal struct CanvasClip {
    internal var path: Path
    internal var eoFill: Bool
    internal var transform: CGAffineTransform
    internal var options: GraphicsContext.ClipOptions
}

/// A filter of a graphics context with the transform it was added under.
nonisolated internal struct CanvasFilter {
    internal var filter: GraphicsContext.Filter
    internal var transform: CGAffineTransform
}
