/// A user's value that Kinema carries through `Sendable` data for main-actor code only:
/// a custom transition or its modifiers in an `AnyTransition`, a custom style in the
/// environment, an action closure of a control. Made wherever the user makes it (often in
/// a nonisolated initializer, as SwiftUI's are), read only where the scene resolves and
/// where the host runs actions, on the main actor.
///
/// ``MainActorBound`` is the checked form, for values boxed during resolution; this one
/// exists because the values it carries are made before the main actor sees them.
nonisolated package struct MainActorCarried<Value>: Sendable {
    // Written once, by the initializer; read only through `value`, which the compiler keeps
    // on the main actor, so no two threads ever touch it. The value itself crosses into the
    // main actor once, inside the view that holds it, as that view does: SwiftUI's
    // transitions, styles and action closures are not `Sendable`, so a maker on another
    // thread could not share them anywhere else either.
    nonisolated(unsafe) private let stored: Value

    /// Carries `value`.
    package init(_ value: Value) { stored = value }

    /// The value, on the main actor.
    @MainActor package var value: Value { stored }
}
