import CCairo
import KinemaCore
import KinemaGraphics

/// Draws a scene's `DisplayList` with Cairo: paths, paints, strokes, text through Pango,
/// PNG images, and opacity, clip, blur, shadow, projection, blend-mode, compositing,
/// colour-matrix and mask groups.
///
/// ```swift
/// let renderer = DisplayListRenderer()
/// let image = try renderer.render(timeline.frame(at: 0.5))       // transparent background
/// let retina = try renderer.render(list, options: .init(scale: 2, background: .white))
/// ```
///
/// A renderer belongs to one task: it owns a ``TextRenderer`` (Pango objects) and a cache of
/// Cairo image surfaces made from PNG files, and it draws into contexts the same task owns.
/// It is not `Sendable`; make one per render task (in a ``FrameSequence`` drawing closure,
/// `DisplayListRenderer(text: canvas.text, images: store)` costs little when the decoded
/// PNG files come from a shared ``ImageStore``).
///
/// **How items are drawn.**
/// - Fills use the item's rule (even-odd or non-zero winding); strokes its width, caps, joins,
///   miter limit and dashes (`StrokeStyle`'s cleaned values).
/// - Colours are extended sRGB, clamped to 0...1 per component for Cairo. Gradients
///   interpolate their stops in sRGB (gamma-encoded) components, as SwiftUI's gradients do by
///   default, and pad beyond their ends. A gradient without stops paints nothing; one stop
///   paints its colour; a linear gradient whose ends coincide paints its last stop.
/// - Text is laid out by Pango with DejaVu Sans (or the font's family) and the fixed font
///   options of ``TextRenderer``, from the top left of the run's box, wrapping at its width,
///   so it lands where ``PangoTextMeasurer`` measured it.
/// - Images are scaled to fill their rectangle (bilinear filtering, edges padded); a file
///   that cannot be read draws nothing and is listed in ``failedImagePaths``.
/// - Groups: opacity composites through `cairo_push_group`/`cairo_paint_with_alpha`; clips
///   intersect the clip; blur draws the content on a surface with a margin of 3σ around it,
///   blurs it with ``GaussianBlur`` (σ = radius, in points times the device scale) and
///   composites it; shadow draws the content's alpha tinted with the shadow colour, blurred
///   the same way and offset, beneath the content. Group surfaces cover the content's bounds
///   grown by the blur's reach, cut to the visible area; a blur radius that cannot change a
///   byte (``GaussianBlur/changesPixels``) draws the content directly.
/// - Projection groups draw their content on an offscreen surface (supersampled up to 4x
///   where the projection magnifies) and resample it through the 3x3 matrix with pixman,
///   4x4 samples per destination pixel averaged down; points behind the eye are not drawn.
/// - Blend-mode and compositing groups draw into a `cairo_push_group` surface composited
///   with the mode's Cairo operator (plus-darker, which Cairo lacks, per pixel). A blend
///   mode blends within its nearest compositing group, and the whole list is one layer:
///   the background and what the context held before are not part of it, so a blend never
///   reaches them (SwiftUI's rule; see ``draw(_:in:)``); colour-matrix
///   groups transform each un-premultiplied pixel of an offscreen surface; a masked group
///   composites its content through the alpha of its mask group.
///
/// **Bad input.** Unbalanced groups never crash: an `endGroup` with no open group is
/// ignored and groups left open are closed at the end of the list. Non-finite coordinates
/// are drawn as Cairo draws them (it rejects them without drawing); NaN opacity is 0.
public final class DisplayListRenderer {
    /// The text renderer used for text runs.
    public let text: TextRenderer
    /// Where decoded PNG files come from.
    public let images: ImageStore
    /// Cairo surfaces of the images drawn so far, by path (`nil` for a file that failed).
    var surfaces: [String: CairoSurface?] = [:]
    /// Working memory of blur and shadow groups, reused from one group to the next.
    var blurBuffers = BlurBuffers()
    /// The paths of image files that could not be read, in the order they were met.
    public internal(set) var failedImagePaths: [String] = []

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - text: The task's text renderer; a new one by default.
    ///   - images: Decoded PNG files, possibly shared between tasks; a new store by default.
    public init(text: TextRenderer = TextRenderer(), images: ImageStore = ImageStore()) {
        self.text = text
        self.images = images
    }

    /// Draws `list` into `context` under the context's current transformation and clip.
    ///
    /// Points of the list map through the context's matrix at the time of the call; the
    /// context's state is restored afterwards. The list draws as one layer over what the
    /// context holds: its blend modes blend with the list's own items only.
    /// - Parameters:
    ///   - list: The display list.
    ///   - context: A context owned by the calling task.
    /// - Complexity: O(*n*) items, plus the pixels of each blur and shadow group's bounds.
    public func draw(_ list: DisplayList, in context: CairoContext) {
        draw(list, inCairo: context.pointer)
    }

    /// ``draw(_:in:)`` on a raw `cairo_t *`.
    ///
    /// A list with blend groups is drawn as one layer of its own, composited over what the
    /// context holds (see `BlendIsolation.swift`): its blend modes never reach the
    /// background.
    func draw(_ list: DisplayList, inCairo context: OpaquePointer) {
        cairo_save(context)
        let isolates = list.blendsWithinItsLayer
        if isolates { cairo_push_group(context) }
        var base = cairo_matrix_t()
        cairo_get_matrix(context, &base)
        var state = DrawState(root: context, base: base)
        for index in list.items.indices {
            draw(item: index, of: list.items, state: &state)
        }
        while state.hasOpenGroup { closeGroup(&state) }
        if isolates {
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_paint(context)
        }
        cairo_restore(context)
    }

    /// A new surface holding `list` drawn with `options`.
    ///
    /// The surface is `ceil(size × scale)` pixels per side (at least 1).
    /// - Throws: ``ImageFileError`` of kind `invalidImage` when the size is not drawable
    ///   (beyond 32,767 pixels per side, or a non-finite or non-positive scale) or Cairo
    ///   cannot allocate the surface or fails while drawing.
    public func makeSurface(
        _ list: DisplayList, options: DisplayListRenderOptions = DisplayListRenderOptions()
    ) throws -> CairoSurface {
        let (width, height) = try options.pixelSize(of: list.size)
        let surface = try CairoSurface(width: width, height: height)
        let context = try CairoContext(surface)
        render(list, options: options, in: context)
        try context.checkStatus()
        return surface
    }

    /// Draws `list` with `options` into a context whose surface the caller owns: paints the
    /// background (replacing what is there), then draws the list scaled by
    /// ``DisplayListRenderOptions/scale``.
    ///
    /// - Parameters:
    ///   - list: The display list.
    ///   - options: The scale and background.
    ///   - context: A context owned by the calling task, with the identity transformation
    ///     for pixel-exact output.
    public func render(
        _ list: DisplayList, options: DisplayListRenderOptions, in context: CairoContext
    ) {
        let cr = context.pointer
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setSource(options.background, in: cr)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_save(cr)
        let scale = options.effectiveScale
        cairo_scale(cr, scale, scale)
        draw(list, inCairo: cr)
        cairo_restore(cr)
    }

    /// `list` drawn with `options`, as straight-alpha RGBA pixels.
    ///
    /// - Throws: As ``makeSurface(_:options:)``.
    public func render(
        _ list: DisplayList, options: DisplayListRenderOptions = DisplayListRenderOptions()
    ) throws -> RGBAImage {
        try RGBAImage(makeSurface(list, options: options))
    }
}

@available(*, unavailable, message: "A display-list renderer belongs to one render task")
extension DisplayListRenderer: Sendable {}
