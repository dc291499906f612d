/// A render worker's Cairo surface, the context of the frame being drawn, and its text
/// renderer; owned by one task and never shared.
///
/// ``FrameSequence`` creates one canvas per worker task and hands it to the drawing closure
/// for each frame: the surface is cleared to transparent and ``context`` is a fresh
/// ``CairoContext`` with the identity transformation, so nothing a frame does (transformations,
/// clips, sources, groups left open) can leak into the next one. That is what makes a
/// concurrent render byte-identical to a serial one.
public final class CairoCanvas {
    /// The `ARGB32` image surface of ``size`` the worker draws into.
    public let surface: CairoSurface

    /// The size in pixels.
    public var size: PixelSize { surface.size }

    /// The text renderer of this worker (Pango objects must not cross tasks either).
    public let text: TextRenderer

    /// The context of the frame being drawn; valid only inside the drawing closure.
    public private(set) var context: CairoContext

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
        do {
            surface = try CairoSurface(size: size)
            context = try CairoContext(surface)
        } catch {
            throw FrameSequenceError.frameFailed(frame: -1, reason: "\(error)")
        }
        text = TextRenderer()
    }

    /// Clears the surface and replaces ``context`` with a fresh one.
    func beginFrame() {
        context = CairoContext(unchecked: surface)
        context.clear()
    }

    /// Throws when the drawing left the context or surface in an error state.
    func checkStatus(frame: Int) throws {
        do {
            try context.checkStatus()
        } catch {
            throw FrameSequenceError.frameFailed(frame: frame, reason: "\(error)")
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
///
/// Asynchronous so that a drawing may wait for what a frame needs from the main actor (a
/// scene's per-frame content, see KinemaRendering's `SceneDrawing`) while other workers
/// draw; a synchronous closure converts to it.
public typealias FrameDrawing =
    @Sendable (_ frame: SequenceFrame, _ canvas: CairoCanvas) async throws
    -> Void
