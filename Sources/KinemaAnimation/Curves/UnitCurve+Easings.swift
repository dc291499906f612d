/// Robert Penner's thirty easings, Kinema's own addition.
///
/// Naming: easings.net's names (`easeInSine`, `easeOutBounce`, …), which CSS and JavaScript
/// animation libraries, game engines and designers' hand-offs share, so a designer's
/// "easeOutBack" is found by that name; they also read as SwiftUI's own `easeIn` family with
/// the shape appended. The formulas are easings.net's (see `EasingFamily`); each curve is
/// 0 at 0 and 1 at 1 exactly. `easeInCirc` and friends equal SwiftUI's `circularEase…`
/// curves in value; they are kept under both names so either vocabulary works.
extension UnitCurve {
    // MARK: Sine

    /// Penner's sine easing that starts slowly.
    public static let easeInSine = UnitCurve(storage: .easing(.sine, .easeIn))

    /// Penner's sine easing that ends slowly.
    public static let easeOutSine = UnitCurve(storage: .easing(.sine, .easeOut))

    /// Penner's sine easing that starts and ends slowly.
    public static let easeInOutSine = UnitCurve(storage: .easing(.sine, .easeInOut))

    // MARK: Quad

    /// Penner's quadratic (p²) easing that starts slowly.
    public static let easeInQuad = UnitCurve(storage: .easing(.quad, .easeIn))

    /// Penner's quadratic (p²) easing that ends slowly.
    public static let easeOutQuad = UnitCurve(storage: .easing(.quad, .easeOut))

    /// Penner's quadratic (p²) easing that starts and ends slowly.
    public static let easeInOutQuad = UnitCurve(storage: .easing(.quad, .easeInOut))

    // MARK: Cubic

    /// Penner's cubic (p³) easing that starts slowly.
    public static let easeInCubic = UnitCurve(storage: .easing(.cubic, .easeIn))

    /// Penner's cubic (p³) easing that ends slowly.
    public static let easeOutCubic = UnitCurve(storage: .easing(.cubic, .easeOut))

    /// Penner's cubic (p³) easing that starts and ends slowly.
    public static let easeInOutCubic = UnitCurve(storage: .easing(.cubic, .easeInOut))

    // MARK: Quart

    /// Penner's quartic (p⁴) easing that starts slowly.
    public static let easeInQuart = UnitCurve(storage: .easing(.quart, .easeIn))

    /// Penner's quartic (p⁴) easing that ends slowly.
    public static let easeOutQuart = UnitCurve(storage: .easing(.quart, .easeOut))

    /// Penner's quartic (p⁴) easing that starts and ends slowly.
    public static let easeInOutQuart = UnitCurve(storage: .easing(.quart, .easeInOut))

    // MARK: Quint

    /// Penner's quintic (p⁵) easing that starts slowly.
    public static let easeInQuint = UnitCurve(storage: .easing(.quint, .easeIn))

    /// Penner's quintic (p⁵) easing that ends slowly.
    public static let easeOutQuint = UnitCurve(storage: .easing(.quint, .easeOut))

    /// Penner's quintic (p⁵) easing that starts and ends slowly.
    public static let easeInOutQuint = UnitCurve(storage: .easing(.quint, .easeInOut))

    // MARK: Expo

    /// Penner's exponential (2^(10p - 10)) easing that starts slowly.
    public static let easeInExpo = UnitCurve(storage: .easing(.expo, .easeIn))

    /// Penner's exponential (2^(10p - 10)) easing that ends slowly.
    public static let easeOutExpo = UnitCurve(storage: .easing(.expo, .easeOut))

    /// Penner's exponential (2^(10p - 10)) easing that starts and ends slowly.
    public static let easeInOutExpo = UnitCurve(storage: .easing(.expo, .easeInOut))

    // MARK: Circ

    /// Penner's circular easing that starts slowly.
    public static let easeInCirc = UnitCurve(storage: .easing(.circ, .easeIn))

    /// Penner's circular easing that ends slowly.
    public static let easeOutCirc = UnitCurve(storage: .easing(.circ, .easeOut))

    /// Penner's circular easing that starts and ends slowly.
    public static let easeInOutCirc = UnitCurve(storage: .easing(.circ, .easeInOut))

    // MARK: Back

    /// Penner's overshooting ("back") easing that starts slowly.
    public static let easeInBack = UnitCurve(storage: .easing(.back, .easeIn))

    /// Penner's overshooting ("back") easing that ends slowly.
    public static let easeOutBack = UnitCurve(storage: .easing(.back, .easeOut))

    /// Penner's overshooting ("back") easing that starts and ends slowly.
    public static let easeInOutBack = UnitCurve(storage: .easing(.back, .easeInOut))

    // MARK: Elastic

    /// Penner's elastic (decaying oscillation) easing that starts slowly.
    public static let easeInElastic = UnitCurve(storage: .easing(.elastic, .easeIn))

    /// Penner's elastic (decaying oscillation) easing that ends slowly.
    public static let easeOutElastic = UnitCurve(storage: .easing(.elastic, .easeOut))

    /// Penner's elastic (decaying oscillation) easing that starts and ends slowly.
    public static let easeInOutElastic = UnitCurve(storage: .easing(.elastic, .easeInOut))

    // MARK: Bounce

    /// Penner's bouncing easing that starts slowly.
    public static let easeInBounce = UnitCurve(storage: .easing(.bounce, .easeIn))

    /// Penner's bouncing easing that ends slowly.
    public static let easeOutBounce = UnitCurve(storage: .easing(.bounce, .easeOut))

    /// Penner's bouncing easing that starts and ends slowly.
    public static let easeInOutBounce = UnitCurve(storage: .easing(.bounce, .easeInOut))
}
