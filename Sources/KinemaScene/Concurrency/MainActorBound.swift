/// A value made on the main actor and used only there, carried through `Sendable` data
/// (a compiled tree drawn on other threads) without ever being read elsewhere.
///
/// The box is isolated to the main actor, so the compiler makes it `Sendable` and lets
/// only main-actor code read ``value``: a view's modifier, a `TimelineView`'s content
/// closure or a canvas's renderer rides in the compiled scene to the main-actor pass that
/// prepares frames, and no drawing thread can reach it.
@MainActor
package final class MainActorBound<Value> {
    /// The value, readable on the main actor only.
    package let value: Value

    /// Boxes `value`.
    package init(_ value: Value) {
        self.value = value
    }
}
