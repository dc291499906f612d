import Foundation

/// Which end of an easing is slow: the start (`easeIn`), the end (`easeOut`) or both.
@usableFromInline
internal enum EasingMode: UInt8, Hashable, Sendable, CaseIterable {
    case easeIn
    case easeOut
    case easeInOut
}

/// Robert Penner's easing families, with the formulas easings.net lists.
///
/// Each family is defined by its ease-in function f on [0, 1]; the other modes follow from it:
/// ease-out is `1 - f(1 - p)` and ease-in-out is `f(2p) / 2` below one half and
/// `1 - f(2 - 2p) / 2` from one half. This reproduces easings.net's formulas exactly, with two
/// families using different constants for ease-in-out, as Penner's do: `back` overshoots with
/// s = 1.70158 · 1.525 instead of 1.70158, and `elastic` oscillates with period 4.5 and phase
/// 11.125 instead of 3 and 10.75 (in units of a tenth of the half).
@usableFromInline
internal enum EasingFamily: UInt8, Hashable, Sendable, CaseIterable {
    case sine
    case quad
    case cubic
    case quart
    case quint
    case expo
    case circ
    case back
    case elastic
    case bounce

    /// The value at `x` in [0, 1]; exactly 0 at 0 and 1 at 1.
    @usableFromInline
    internal func value(at x: Double, mode: EasingMode) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        switch mode {
        case .easeIn: return easeIn(x, halved: false)
        case .easeOut: return 1 - easeIn(1 - x, halved: false)
        case .easeInOut:
            return x < 0.5
                ? easeIn(2 * x, halved: true) / 2 : 1 - easeIn(2 - 2 * x, halved: true) / 2
        }
    }

    /// The derivative at `x` in [0, 1] (possibly infinite, for `circ` at its vertical ends).
    @usableFromInline
    internal func velocity(at x: Double, mode: EasingMode) -> Double {
        switch mode {
        case .easeIn: return easeInSlope(x, halved: false)
        case .easeOut: return easeInSlope(1 - x, halved: false)
        case .easeInOut:
            return x < 0.5 ? easeInSlope(2 * x, halved: true) : easeInSlope(2 - 2 * x, halved: true)
        }
    }

    /// Penner's "s" for back: how far the curve pulls back.
    private static func backOvershoot(halved: Bool) -> Double { halved ? 1.70158 * 1.525 : 1.70158 }

    /// Elastic's oscillation as (angular frequency, phase).
    private static func elasticWave(halved: Bool) -> (frequency: Double, phase: Double) {
        halved ? (2 * .pi / 4.5, 11.125) : (2 * .pi / 3, 10.75)
    }

    /// The ease-in function f(u) for u in [0, 1]; `halved` selects the ease-in-out constants.
    private func easeIn(_ u: Double, halved: Bool) -> Double {
        switch self {
        case .sine: return 1 - cos(u * .pi / 2)
        case .quad: return u * u
        case .cubic: return u * u * u
        case .quart: return (u * u) * (u * u)
        case .quint: return (u * u) * (u * u) * u
        case .expo: return u == 0 ? 0 : pow(2, 10 * u - 10)
        case .circ: return 1 - (1 - u * u).squareRoot()
        case .back:
            let s = EasingFamily.backOvershoot(halved: halved)
            return u * u * ((s + 1) * u - s)
        case .elastic:
            if u == 0 { return 0 }
            if u == 1 { return 1 }
            let wave = EasingFamily.elasticWave(halved: halved)
            return -pow(2, 10 * u - 10) * sin((10 * u - wave.phase) * wave.frequency)
        case .bounce: return 1 - EasingFamily.bounceOut(1 - u)
        }
    }

    /// f'(u), the derivative of `easeIn(_:halved:)`.
    private func easeInSlope(_ u: Double, halved: Bool) -> Double {
        switch self {
        case .sine: return .pi / 2 * sin(u * .pi / 2)
        case .quad: return 2 * u
        case .cubic: return 3 * u * u
        case .quart: return 4 * u * u * u
        case .quint: return 5 * (u * u) * (u * u)
        case .expo: return 10 * M_LN2 * pow(2, 10 * u - 10)
        case .circ: return u / (1 - u * u).squareRoot()
        case .back:
            let s = EasingFamily.backOvershoot(halved: halved)
            return u * (3 * (s + 1) * u - 2 * s)
        case .elastic:
            let wave = EasingFamily.elasticWave(halved: halved)
            let angle = (10 * u - wave.phase) * wave.frequency
            return -10 * pow(2, 10 * u - 10) * (M_LN2 * sin(angle) + wave.frequency * cos(angle))
        case .bounce: return EasingFamily.bounceOutSlope(1 - u)
        }
    }

    /// Penner's bounce-out: four parabolas of height 1, 1/4, 1/16 and 1/64 below 1.
    private static func bounceOut(_ x: Double) -> Double {
        let (offset, base) = bounceSegment(x)
        let d = x - offset
        return 7.5625 * d * d + base
    }

    private static func bounceOutSlope(_ x: Double) -> Double {
        2 * 7.5625 * (x - bounceSegment(x).offset)
    }

    /// The parabola of bounce-out that holds `x`, as (vertex x, vertex y).
    private static func bounceSegment(_ x: Double) -> (offset: Double, base: Double) {
        let d1 = 2.75
        if x < 1 / d1 { return (0, 0) }
        if x < 2 / d1 { return (1.5 / d1, 0.75) }
        if x < 2.5 / d1 { return (2.25 / d1, 0.9375) }
        return (2.625 / d1, 0.984375)
    }
}
