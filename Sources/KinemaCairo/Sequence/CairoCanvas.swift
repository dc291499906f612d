import CCairo

/// A render worker's Cairo surface, the context of the frame being drawn, and its text
/// renderer; owned by one task and never shared.
///
/// ``FrameSequence`` creates one canvas per worker task and hands it to the drawing closure
/// for each frame: the surface is cleared to transparent and ``context`` is a fresh
/// `cairo_t` with the identity transformation, so nothing a frame does (transformations,
/// clips, sources, groups left open) can leak into the next one. That is what makes a
/// concurrent render byte-identical to a serial one.
public final class CairoCanvas {
    /// The `cairo_surface_t *`: an `ARGB32` image surface of ``size``.
    public let surface: OpaquePointer

    /// The size in pixels.
    public let size: PixelSize

    /// The text renderer of this worker (Pango objects must not cross tasks either).
    public let text: TextRenderer

    /// The `cairo_t *` of the frame being drawn; valid only inside the drawing closure.
    public private(set) var context: OpaquePointer

    /// Creates a canvas with a transparent surface.
    ///
    /// - Throws: ``FrameSequenceError/invalidSize(width:height:)`` outside
    ///   1...``FrameSequence/maximumSide``; ``FrameSequenceError/frameFailed(frame:reason:)``
    ///   (frame -1) when Cairo cannot allocate the surface.
    public init(size: PixelSize) throws {
        guard FrameSequence.isValidSide(size.width), FrameSequence.isValidSide(size.height)
        else {
            throw FrameSequenceError.invalidSize(width: size.width, height: size.height)
        }
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw FrameSequenceError.frameFailed(
                frame: -1, reason: String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        self.size = size
        self.text = TextRenderer()
        self.context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Clears the surface and replaces ``context`` with a fresh one.
    func beginFrame() {
        cairo_destroy(context)
        context = cairo_create(surface)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }

    /// Throws when the drawing left the context or surface in an error state.
    func checkStatus(frame: Int) throws {
        for status in [cairo_status(context), cairo_surface_status(surface)]
        where status != CAIRO_STATUS_SUCCESS {
            throw FrameSequenceError.frameFailed(
                frame: frame, reason: "Cairo: " + String(cString: cairo_status_to_string(status)))
        }
    }
}

@available(*, unavailable, message: "A canvas belongs to one render task")
extension CairoCanvas: Sendable {}

/// One frame of a sequence, as the drawing closure sees it.
public struct SequenceFrame: Hashable, Sendable {
    /// The frame's index in its ``FrameTimeline``.
    public var index: Int
    /// The time it shows, in seconds.
    public var time: Double
}

/// Draws one frame into the worker's canvas; called concurrently from several tasks, each
/// with its own canvas.
public typealias FrameDrawing =
    @Sendable (_ frame: SequenceFrame, _ canvas: CairoCanvas) throws
    -> Void
