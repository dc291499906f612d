import Dispatch
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// A view that draws with immediate-mode calls on a ``GraphicsContext``, as SwiftUI's
/// `Canvas`.
///
/// ```swift
/// Canvas { context, size in
///     for index in 0..<12 {
///         var dot = context
///         dot.translateBy(x: size.width / 2, y: size.height / 2)
///         dot.rotate(by: .degrees(Double(index) * 30))
///         dot.opacity = Double(index + 1) / 12
///         dot.fill(Path(ellipseIn: CGRect(x: 30, y: -4, width: 8, height: 8)),
///                  with: .color(.blue))
///     }
/// }
/// .frame(width: 100, height: 100)
/// ```
///
/// The canvas takes the size it is offered (10 by 10 when a dimension is unspecified,
/// as shapes do) and clips its drawing to its bounds.
///
/// **When the renderer runs.** The renderer is a main-actor closure, as in SwiftUI (it
/// is not `@Sendable`). Kinema calls it on the main actor, and only there: once per state
/// of the scene, when the state is recorded (after layout, with the canvas's size in that
/// state), and, inside a `TimelineView`'s content, once per frame whose entry differs from
/// the compiled one, while that frame is prepared (see `PreparedFrame`). It keeps only
/// what the renderer drew (`Sendable` display items); frames, drawn on any thread, replay
/// them. So a canvas whose drawing depends on the state
/// (`Canvas { ctx, size in draw(particles(at: state.time)) }`) is drawn anew for every
/// state change. While the canvas's frame animates between two states, the drawing of the
/// newer state is shown at the animated position, unscaled.
///
/// **Symbols.** `Canvas(renderer:symbols:)` takes views the renderer draws: tag each
/// with `tag(_:)` and find it with ``GraphicsContext/resolveSymbol(id:)``. They resolve
/// with the canvas, in its environment, while the state is recorded (never while
/// drawing), and are drawn at rest (see ``GraphicsContext/ResolvedSymbol``).
///
/// ```swift
/// Canvas { context, size in
///     context.addFilter(.alphaThreshold(min: 0.5, color: .orange))
///     context.addFilter(.blur(radius: 12))
///     context.drawLayer { layer in
///         for id in 0..<2 {
///             if let ball = context.resolveSymbol(id: id) {
///                 layer.draw(ball, at: CGPoint(x: 60 + 50 * Double(id), y: size.height / 2))
///             }
///         }
///     }
/// } symbols: {
///     ForEach(0..<2, id: \.self) { Circle().frame(width: 70, height: 70).tag($0) }
/// }
/// ```
///
/// Graphics-context blend modes views do not have (`.clear`, `.copy`, `.xor`, ...) are
/// recorded as diagnostics and drawn as normal.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    internal let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer may draw, each tagged with `tag(_:)`.
    public var symbols: Symbols
    /// Whether the canvas is fully opaque (recorded).
    public var isOpaque: Bool
    /// The working colour space (recorded; Kinema draws in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether the renderer may run off the main thread (recorded).
    public var rendersAsynchronously: Bool

    /// Creates a canvas whose renderer may draw the views of `symbols`.
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque (recorded).
    ///   - colorMode: The working colour space (recorded).
    ///   - rendersAsynchronously: Whether the renderer may run off the main thread
    ///     (recorded).
    ///   - renderer: Draws the canvas; see ``Canvas`` for when it runs.
    ///   - symbols: Views tagged with `tag(_:)`, which the renderer finds with
    ///     ``GraphicsContext/resolveSymbol(id:)``.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
        @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// No body: the canvas is a leaf.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        var leaf = CanvasLeaf(
            renderer: CanvasRenderer(renderer, environment: context.environmentValues),
            measurer: context.measurer,
            styles: context.environment.styles, font: context.environment.font)
        leaf.symbolEnvironment = context.symbolEnvironment
        if Symbols.self != EmptyView.self {
            leaf.symbols = CanvasSymbols.resolve(symbols, id: id, context: &context)
        }
        context.emit(context.node(id, .leaf(leaf)))
    }
}

nonisolated extension Canvas where Symbols == EmptyView {
    /// Creates a canvas drawn by `renderer`, given a context and the canvas's size.
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque (recorded).
    ///   - colorMode: The working colour space (recorded).
    ///   - rendersAsynchronously: Whether the renderer may run off the main thread
    ///     (recorded).
    ///   - renderer: Draws the canvas; see ``Canvas`` for when it runs.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
            renderer: renderer, symbols: { EmptyView() })
    }
}

/// The renderer closure of a canvas, in a main-actor box: the canvas's leaf is part of the
/// `Sendable` compiled tree, and the closure (not `Sendable`) is reached, and run, only on
/// the main actor.
@MainActor
internal final class CanvasRenderer {
    private let body: (inout GraphicsContext, CGSize) -> Void
    /// The environment where the canvas stands, which its contexts report.
    private let environment: EnvironmentValues

    internal init(
        _ body: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues
    ) {
        self.body = body
        self.environment = environment
    }

    /// Runs the renderer for a canvas of `size`, with the canvas's `symbols`, and returns
    /// what it drew.
    internal func draw(
        size: CGSize, measurer: any TextMeasurer, styles: StyleContext, font: Font,
        symbols: CanvasSymbols = .none, symbolEnvironment: SymbolEnvironment = SymbolEnvironment()
    ) -> CanvasDrawing {
        let recording = CanvasRecording(
            size: size, measurer: measurer, styles: styles, font: font)
        recording.environment = environment
        recording.symbols = symbols
        recording.symbolEnvironment = symbolEnvironment
        recording.symbolTags = symbols.tags?.value ?? []
        var context = GraphicsContext(recording: recording)
        body(&context, size)
        return CanvasDrawing(
            size: size, items: recording.items, blends: recording.blends,
            diagnostics: recording.diagnostics)
    }
}

/// What a canvas's renderer drew at one size.
internal struct CanvasDrawing: Sendable {
    internal var size: CGSize
    /// The items, in the canvas's coordinates.
    internal var items: [DisplayItem]
    /// Whether they blend (then the canvas is one compositing group, as SwiftUI's canvas
    /// is one layer).
    internal var blends: Bool
    /// What the renderer could not draw.
    internal var diagnostics: [SceneDiagnostic]
}

/// The layout leaf of a canvas: no slots; at record time it runs the renderer for its
/// size and keeps the items.
@SlotOwner
nonisolated internal struct CanvasLeaf: LeafContent {
    internal let renderer: CanvasRenderer
    internal let measurer: any TextMeasurer
    internal let styles: StyleContext
    internal let font: Font
    /// The canvas's symbols, resolved with it.
    internal var symbols: CanvasSymbols = .none
    /// The scale, variants, mode and font of the symbol images it resolves.
    internal var symbolEnvironment: SymbolEnvironment = SymbolEnvironment()
    /// What the renderer drew for the leaf's size.
    internal var drawing: CanvasDrawing?

    internal init(
        renderer: CanvasRenderer, measurer: any TextMeasurer, styles: StyleContext,
        font: Font
    ) {
        self.renderer = renderer
        self.measurer = measurer
        self.styles = styles
        self.font = font
    }

    internal func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        .sizing { $0.replacingUnspecifiedDimensions() }
    }

    /// Runs the renderer for `size`: on the main actor, where a state is recorded and a
    /// frame prepared (checked; a leaf prepared elsewhere draws nothing, with a
    /// diagnostic).
    internal mutating func prepare(size: CGSize) -> Bool {
        guard isOnMainActor() else {
            drawing = CanvasDrawing(
                size: size, items: [], blends: false,
                diagnostics: [
                    SceneDiagnostic(
                        message: "Canvas: prepared off the main actor; its renderer did not run")
                ])
            return true
        }
        let (renderer, measurer, styles, font) = (renderer, measurer, styles, font)
        let (symbols, symbolEnvironment) = (self.symbols, self.symbolEnvironment)
        drawing = MainActor.assumeIsolated {
            renderer.draw(
                size: size, measurer: measurer, styles: styles, font: font, symbols: symbols,
                symbolEnvironment: symbolEnvironment)
        }
        return true
    }

    internal var preparationDiagnostics: [SceneDiagnostic] { drawing?.diagnostics ?? [] }

    internal func draw(
        size: CGSize, transform: CGAffineTransform, time: Double?,
        into list: inout DisplayListBuilder
    ) {
        guard let drawing, !drawing.items.isEmpty else { return }
        let bounds = Path(CGRect(origin: .zero, size: size))
        list.append(.beginGroup(.clip(path: bounds, eoFill: false, transform: transform)))
        if drawing.blends { list.append(.beginGroup(.compositingGroup)) }
        for item in drawing.items {
            list.append(item.mapped(by: transform))
        }
        if drawing.blends { list.append(.endGroup) }
        list.append(.endGroup)
    }
}
