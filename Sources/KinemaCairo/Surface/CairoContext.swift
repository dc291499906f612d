import CCairo

/// A Cairo drawing context (`cairo_t`) on a ``CairoSurface``, owned by Kinema: created
/// checked, destroyed with the value.
///
/// Pass it to ``DisplayListRenderer/draw(_:in:)``, ``DisplayListRenderer/render(_:options:in:)``
/// or ``TextRenderer/draw(_:font:wrapWidth:options:at:color:in:)``. The context keeps its surface
/// alive. It starts with the identity transformation, no clip and an opaque black source.
///
/// ```swift
/// let surface = try CairoSurface(width: 200, height: 100)
/// let context = try CairoContext(surface)
/// TextRenderer().draw("Hello", font: TextFont(size: 17), at: .zero, color: .black,
///                     in: context)
/// try context.checkStatus()
/// ```
///
/// **Threads.** Like its surface, a context is not `Sendable`: it belongs to one task.
public final class CairoContext {
    /// The `cairo_t *`, for drawing code inside this package (not API).
    package let pointer: OpaquePointer

    /// The surface drawn into.
    public let surface: CairoSurface

    /// Creates a context that draws into `surface`.
    ///
    /// - Throws: ``ImageFileError`` of kind `invalidImage` when Cairo cannot create it (for
    ///   example, out of memory).
    public init(_ surface: CairoSurface) throws {
        self.pointer = try CairoStatus.checked(
            cairo_create(surface.pointer)!, status: cairo_status, destroy: cairo_destroy,
            what: "a drawing context")
        self.surface = surface
    }

    /// Creates a context whose status the caller checks later with ``checkStatus()`` (a
    /// context Cairo could not create draws nothing and reports its error there).
    init(unchecked surface: CairoSurface) {
        self.pointer = cairo_create(surface.pointer)!
        self.surface = surface
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws when drawing has put the context or its surface in an error state (Cairo then
    /// ignores further drawing).
    ///
    /// - Throws: ``ImageFileError`` of kind `invalidImage` with Cairo's description.
    public func checkStatus() throws {
        try CairoStatus.check(cairo_status(pointer), what: "the drawing context")
        try surface.checkStatus()
    }

    /// Makes every pixel of the surface transparent, whatever the clip and transformation.
    public func clear() {
        cairo_save(pointer)
        cairo_reset_clip(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }
}

@available(*, unavailable, message: "A Cairo context belongs to one task")
extension CairoContext: Sendable {}
