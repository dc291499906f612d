import KinemaScene

/// How a view's content changes inside an animation, as SwiftUI's `ContentTransition`
/// (`.numericText()`, `.opacity`, `.interpolate`). Kinema accepts every kind and shows a
/// change of text at once, as it shows every text change (the font, string and spacing
/// do not animate; the colour does).
public struct ContentTransition: Hashable, Sendable {
    private let name: String

    /// No transition.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// An interpolation of the glyphs.
    public static let interpolate = ContentTransition(name: "interpolate")

    /// Digits rolling up (or down when `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText down" : "numericText")
    }

    /// Digits rolling in the direction of the change of `value`.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText value")
    }

    /// A symbol effect between symbols.
    public static var symbolEffect: ContentTransition {
        ContentTransition(name: "symbolEffect")
    }

    /// A given symbol effect between symbols: `.contentTransition(.symbolEffect(.replace))`.
    /// - Parameters:
    ///   - effect: The effect (`.replace`, `.automatic`).
    ///   - options: Repetitions and speed.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

nonisolated extension View {
    /// Sets how the content inside changes in an animation (accepted: Kinema shows a
    /// change of text at once whatever the transition).
    /// - Parameter transition: The transition.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
}
