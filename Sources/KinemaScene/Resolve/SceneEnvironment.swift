import KinemaCore
import KinemaGraphics

/// Values that flow down the view tree during resolution: the engine's own as fields (the
/// foreground style, the font, the innermost stack's axis), and each feature's as a typed
/// key declared with the feature (``SceneEnvironmentKey``): the controls' (`Controls/`),
/// text's (`Text/`).
///
/// Resolution saves a copy around every view that changes it, and views keep copies (a
/// style's body, a control's look), so it stays small: the features' values are one
/// reference to their boxes (``SceneEnvironmentInputs``), shared between copies until one
/// of them writes.
nonisolated package struct SceneEnvironment: Sendable {
    /// The levels of the foreground style: of text, of shapes without an explicit fill,
    /// and of `.primary` … `.quaternary`.
    internal var foreground = ForegroundStyles()
    /// The font of text.
    package var font: Font = .body
    /// A weight that overrides the font's (`fontWeight(_:)`).
    internal var fontWeight: Font.Weight?
    /// The identity of the view whose modifier last set the font or the weight (0: the
    /// root): text that inherits them remembers it, so that content resolved once and
    /// drawn again under another font (an animatable modifier's content) can take it.
    internal var fontOrigin = ViewIdentity.root
    /// The axis of the innermost stack (`Divider` runs across it).
    package var stackAxis: Axis?
    /// The features' values, by key, each declared with its feature: read and written
    /// through the properties the features declare (`controls`, `text`).
    package var inputs = SceneEnvironmentInputs()
}

/// A value that flows down the view tree for one feature, declared next to the feature: a
/// ``ResolveInputKey`` whose value is `Sendable`, as the environment is.
///
/// A feature adds a key, and a property on ``SceneEnvironment`` that reads and writes it
/// through ``SceneEnvironment/inputs``, in its own folder:
///
/// ```swift
/// private enum TextEnvironmentKey: SceneEnvironmentKey {
///     static var defaultValue: TextEnvironment { TextEnvironment() }
/// }
///
/// extension SceneEnvironment {
///     /// Line limit, alignment and styling of text inside (`lineLimit(_:)`, ...).
///     internal var text: TextEnvironment {
///         get { inputs[TextEnvironmentKey.self] }
///         _modify { yield &inputs[TextEnvironmentKey.self] }
///     }
/// }
/// ```
package protocol SceneEnvironmentKey: ResolveInputKey where Value: Sendable {}

/// The features' values of a ``SceneEnvironment``, by key (``SceneEnvironmentKey``): the
/// store of ``ResolveInputs``, holding `Sendable` values only.
///
/// A copy is one reference to the table of boxes; writing a value copies its box only
/// when another copy shares it (copy on write).
// Safe to send (hence `@unchecked`): every value stored is `Sendable` (the subscript takes
// only keys whose value is), and ``ResolveInputs`` writes a box only while it is uniquely
// referenced (`isKnownUniquelyReferenced`, else it writes a copy) and its table is a
// `Dictionary`, itself copied on write. So two copies of the store, on any threads, share
// only boxes and tables that neither writes, and the reference counts are atomic.
nonisolated package struct SceneEnvironmentInputs: @unchecked Sendable {
    private var values = ResolveInputs()

    /// The value of `key`: its default until set.
    package subscript<Key: SceneEnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[key] }
        _modify { yield &values[key] }
    }
}
