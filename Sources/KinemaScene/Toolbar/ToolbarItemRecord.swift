import Foundation

/// A toolbar item `toolbar` declared, waiting for the navigation stack whose bars show it
/// (Kinema's own record).
nonisolated internal struct ToolbarItemRecord {
    /// Where the item goes.
    internal let placement: ToolbarItemPlacement
    /// The item's content.
    internal let content: ViewResolver
    /// The identity the item's content resolves at (stable across updates).
    internal let identity: ViewIdentity
    /// The environment where `toolbar` was applied: the item's content resolves in it.
    internal let environment: SceneEnvironment
    /// The environment values where `toolbar` was applied.
    internal let values: EnvironmentValues
}
