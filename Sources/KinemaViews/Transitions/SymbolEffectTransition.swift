import KinemaScene

/// A symbol effect that animates a symbol in or out, as the Symbols framework's
/// `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect {}

extension AppearSymbolEffect: TransitionSymbolEffect {}
extension DisappearSymbolEffect: TransitionSymbolEffect {}

/// A transition that plays a symbol's appear or disappear animation on the symbol images
/// it inserts or removes, as SwiftUI's `SymbolEffectTransition`; other views are
/// unaffected.
///
/// Kinema does not animate symbols' layers, so it shows the inserted or removed views
/// unchanged, the removed ones until the animation ends.
nonisolated public struct SymbolEffectTransition: Transition, BuiltinTransition, Sendable {
    /// The options of the effect.
    internal let options: SymbolEffectOptions

    /// A transition playing `effect` with `options`.
    public init<T: SymbolEffect & TransitionSymbolEffect>(
        effect: T, options: SymbolEffectOptions
    ) {
        self.options = options
    }

    /// No motion (Kinema's assumption: the views show unchanged).
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    /// The content unchanged (see the type's discussion).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    package var anyTransition: AnyTransition { .identity }
}

nonisolated extension Transition where Self == SymbolEffectTransition {
    /// The default symbol transition (see ``SymbolEffectTransition``).
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: AppearSymbolEffect(), options: .default)
    }

    /// A symbol transition playing `effect` with `options`.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
