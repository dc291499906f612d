import Foundation
import KinemaCore
import KinemaGraphics

/// A colour effect with one animatable amount: a colour-matrix group (none when the
/// matrix is the identity).
@SlotOwner
nonisolated internal struct ColorAmountEffect: EffectContent {
    /// Which effect.
    internal enum Kind: Sendable {
        case brightness, contrast, saturation, hueRotation, grayscale
    }

    internal let kind: Kind
    /// The amount (radians for ``Kind/hueRotation``).
    internal var amount: Slot<Double>

    /// The matrix for `value`.
    internal func matrix(_ value: Double) -> ColorMatrix {
        switch kind {
        case .brightness: return .brightness(value)
        case .contrast: return .contrast(value)
        case .saturation: return .saturation(value)
        case .hueRotation: return .hueRotation(.radians(value))
        case .grayscale: return .grayscale(value)
        }
    }

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        list.openColorMatrix(matrix(amount.value(at: time)))
    }
}

/// `colorMultiply`: a colour-matrix group with the animated colour.
@SlotOwner
nonisolated internal struct ColorMultiplyEffect: EffectContent {
    internal var color: Slot<Color.AnimatableData>

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        var color = Color.clear
        color.animatableData = self.color.value(at: time)
        return list.openColorMatrix(.colorMultiply(color))
    }
}

/// A colour effect without parameters (`colorInvert`, `luminanceToAlpha`).
@SlotOwner
nonisolated internal struct FixedColorMatrixEffect: EffectContent {
    internal let matrix: ColorMatrix

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        list.openColorMatrix(matrix)
    }
}

nonisolated extension DisplayListBuilder {
    /// Opens a colour-matrix group unless `matrix` is the identity; returns the groups
    /// opened.
    internal mutating func openColorMatrix(_ matrix: ColorMatrix) -> Int {
        guard !matrix.isIdentity else { return 0 }
        append(.beginGroup(.colorMatrix(matrix)))
        return 1
    }
}

nonisolated extension View {
    /// Rotates the hue of the view's colours by an angle (`feColorMatrix` `hueRotate`);
    /// animatable.
    ///
    /// Bad input (for every colour effect): a NaN or infinite amount is replaced by the
    /// effect's neutral value (0 for brightness and grayscale, 1 for contrast and
    /// saturation, no rotation), with a diagnostic.
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _EffectModifier> {
        colorEffect(.hueRotation, angle.radians, neutral: 0, "hueRotation")
    }

    /// Adjusts the saturation: 0 is grey, 1 changes nothing, above 1 saturates more
    /// (`feColorMatrix` `saturate`); animatable.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _EffectModifier> {
        colorEffect(.saturation, amount, neutral: 1, "saturation")
    }

    /// Brightens the view by adding `amount` to each colour component: 0 changes nothing,
    /// 1 is white; animatable.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _EffectModifier> {
        colorEffect(.brightness, amount, neutral: 0, "brightness")
    }

    /// Adjusts the contrast: 0 is grey, 1 changes nothing, negative values invert
    /// (`c' = amount · c + 0.5 − amount / 2`); animatable.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _EffectModifier> {
        colorEffect(.contrast, amount, neutral: 1, "contrast")
    }

    /// Removes colour: 0 changes nothing, 1 is fully grey (Rec. 709 luma); clamped to
    /// 0...1; animatable.
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _EffectModifier> {
        colorEffect(.grayscale, amount, neutral: 0, "grayscale")
    }

    /// Multiplies each colour component of the view by the colour's; animatable.
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier { _ in ColorMultiplyEffect(color: Slot(color.animatableData)) })
    }

    /// Inverts the view's colours (`c' = 1 − c`), keeping its alpha.
    public func colorInvert() -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier { _ in FixedColorMatrixEffect(matrix: .colorInvert) })
    }

    /// Makes the view black, with the luminance of its colours as alpha
    /// (`feColorMatrix` `luminanceToAlpha`): a mask from the view's brightness.
    public func luminanceToAlpha() -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier { _ in FixedColorMatrixEffect(matrix: .luminanceToAlpha) })
    }

    private func colorEffect(
        _ kind: ColorAmountEffect.Kind, _ amount: Double, neutral: Double, _ name: String
    ) -> ModifiedContent<Self, _EffectModifier> {
        modifier(
            _EffectModifier { context in
                ColorAmountEffect(
                    kind: kind, amount: Slot(context.finite(amount, or: neutral, name)))
            })
    }
}
