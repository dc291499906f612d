import Foundation

/// A presentation a view declared (`sheet`, `alert`, ...), waiting for the root to draw it
/// above everything when it is presented (Kinema's own record).
nonisolated internal struct PresentationRecord {
    /// The view drawn for the presentation: the dim, the card, and their content.
    internal let body: ViewResolver
    /// The identity of the presenting modifier: the presentation's views are under it.
    internal let identity: Int
    /// Whether the presentation covers everything before it: they no longer take input.
    internal let isModal: Bool
    /// The environment of the presenting view: the presentation resolves in it.
    internal let environment: SceneEnvironment
    /// The environment values of the presenting view.
    internal let values: EnvironmentValues
}
