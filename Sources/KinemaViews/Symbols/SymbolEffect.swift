import KinemaScene

/// An animation of a symbol's layers, as SwiftUI's `SymbolEffect` (`.bounce`, `.pulse`,
/// `.variableColor.iterative`, ...). Kinema does not animate symbols:
/// `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)` are accepted and
/// draw the symbol at rest.
public protocol SymbolEffect: Sendable {}

nonisolated extension SymbolEffect {
    /// The effect on each layer in turn.
    public var byLayer: Self { self }
    /// The effect on the whole symbol.
    public var wholeSymbol: Self { self }
}

/// A symbol effect with a direction (`.up`, `.down`).
public protocol DirectionalSymbolEffect: SymbolEffect {}

nonisolated extension DirectionalSymbolEffect {
    /// Upwards.
    public var up: Self { self }
    /// Downwards.
    public var down: Self { self }
}

/// A bounce (`.bounce`).
public struct BounceSymbolEffect: DirectionalSymbolEffect {}
/// A pulse of opacity (`.pulse`).
public struct PulseSymbolEffect: SymbolEffect {}
/// A scale up or down (`.scale`).
public struct ScaleSymbolEffect: DirectionalSymbolEffect {}
/// An appearance (`.appear`).
public struct AppearSymbolEffect: DirectionalSymbolEffect {}
/// A disappearance (`.disappear`).
public struct DisappearSymbolEffect: DirectionalSymbolEffect {}
/// A wiggle (`.wiggle`).
public struct WiggleSymbolEffect: DirectionalSymbolEffect {}
/// A rotation (`.rotate`).
public struct RotateSymbolEffect: SymbolEffect {
    /// Clockwise.
    public var clockwise: Self { self }
    /// Counter-clockwise.
    public var counterClockwise: Self { self }
}
/// A breath of scale and opacity (`.breathe`).
public struct BreatheSymbolEffect: SymbolEffect {}
/// A symbol effect that can run between two symbols in a content transition
/// (`.contentTransition(.symbolEffect(.replace))`), as SwiftUI's
/// `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect {}

/// The effect the system picks between two symbols (`.automatic`).
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {}

/// A replacement of one symbol by another (`.replace`).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// Down, then up.
    public var downUp: Self { self }
    /// Up, then up.
    public var upUp: Self { self }
    /// Off, then up.
    public var offUp: Self { self }
}
/// Layers lit in turn (`.variableColor`).
public struct VariableColorSymbolEffect: SymbolEffect {
    /// One layer after another.
    public var iterative: Self { self }
    /// Layers added one by one.
    public var cumulative: Self { self }
    /// Back and forth.
    public var reversing: Self { self }
    /// One way.
    public var nonReversing: Self { self }
    /// Inactive layers hidden.
    public var hideInactiveLayers: Self { self }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: Self { self }
}

nonisolated extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == AppearSymbolEffect {
    /// An appearance.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A disappearance.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breath.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The effect the system picks.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
nonisolated extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// How a symbol effect plays: its repetitions and speed, as SwiftUI's
/// `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays; `nil` to repeat forever.
    public var repeatCount: Int?
    /// The speed multiplier.
    public var speed: Double

    /// Once, at normal speed.
    public static let `default` = SymbolEffectOptions(repeatCount: 1, speed: 1)
    /// Forever.
    public static let repeating = SymbolEffectOptions(repeatCount: nil, speed: 1)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, speed: 1)

    /// `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: count, speed: 1)
    }

    /// At `speed` times normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: 1, speed: speed)
    }

    /// These options `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: count, speed: speed)
    }

    /// These options at `speed` times normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(repeatCount: repeatCount, speed: speed)
    }
}

nonisolated extension View {
    /// Plays a symbol effect on the symbols inside while `isActive` (accepted; Kinema
    /// draws symbols at rest).
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: Repetitions and speed.
    ///   - isActive: Whether the effect plays.
    public func symbolEffect<T: SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }

    /// Plays a symbol effect on the symbols inside each time `value` changes (accepted;
    /// Kinema draws symbols at rest).
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: Repetitions and speed.
    ///   - value: The value whose changes trigger the effect.
    public func symbolEffect<T: SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> Self { self }

    /// Removes symbol effects inside (they draw nothing in Kinema).
    /// - Parameter isEnabled: Whether to remove them.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}
