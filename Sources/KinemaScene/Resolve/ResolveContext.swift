/// What resolution of a view tree reads and accumulates: the environment, the
/// identity table, the measurer and diagnostics.
internal struct ResolveContext {
    internal var identities: IdentityTable
    internal var environment: SceneEnvironment
    internal let measurer: any TextMeasurer
    internal var diagnostics: [SceneDiagnostic] = []
    /// The next `GridRow`'s number inside the `Grid` being resolved.
    internal var nextGridRow = 0
    /// The content of the `ViewModifier`s being resolved, innermost last.
    internal var modifierContent: [@Sendable (Int, inout ResolveContext, inout [Element]) -> Void] =
        []

    internal init(identities: IdentityTable, measurer: any TextMeasurer) {
        self.identities = identities
        self.measurer = measurer
        self.environment = SceneEnvironment()
    }

    /// The identity of `component` under `parent`.
    internal mutating func identity(parent: Int, _ component: IdentityComponent) -> Int {
        identities.identity(parent: parent, component)
    }

    /// Records a diagnostic.
    internal mutating func diagnose(_ message: String) {
        diagnostics.append(SceneDiagnostic(message: message))
    }

    /// Resolves `view` with the environment changed by `change`, then restores it.
    internal mutating func with<V: View>(
        _ change: (inout SceneEnvironment) -> Void, resolve view: V, id: Int,
        into output: inout [Element]
    ) {
        let saved = environment
        change(&environment)
        resolveView(view, id: id, context: &self, into: &output)
        environment = saved
    }

    /// Cleans a number for a modifier: NaN or infinite gives `neutral`, with a diagnostic.
    internal mutating func finite(_ value: Double, or neutral: Double, _ name: String) -> Double {
        if value.isFinite { return value }
        diagnose("\(name) is \(value); using \(neutral)")
        return neutral
    }
}

/// Values that flow down the view tree during resolution.
internal struct SceneEnvironment: Sendable {
    /// The style of text and of shapes without an explicit fill.
    internal var foreground: UnresolvedPaint = .color(.primary)
    /// The font of text.
    internal var font: Font = .body
    /// A weight that overrides the font's (`fontWeight(_:)`).
    internal var fontWeight: Font.Weight?
}

/// A problem found in a scene that Kinema handled by a documented rule (Kinema's own).
public struct SceneDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What happened and what rule was applied.
    public var message: String

    /// Creates a diagnostic.
    /// - Parameter message: What happened and what rule was applied.
    public init(message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
