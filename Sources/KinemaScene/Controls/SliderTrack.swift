import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// The arithmetic of sliders: allowed values and the knob's place.
nonisolated internal enum SliderGeometry {
    /// The knob's diameter.
    static let knob: CGFloat = 28
    /// The track's height.
    static let track: CGFloat = 4

    /// `value` clamped to `bounds` and snapped to `step` (a positive, finite step only);
    /// NaN gives the lower bound.
    static func allowed(_ value: Double, in bounds: ClosedRange<Double>, step: Double?) -> Double {
        guard !value.isNaN else { return bounds.lowerBound }
        var value = min(max(value, bounds.lowerBound), bounds.upperBound)
        if let step, step.isFinite, step > 0, bounds.lowerBound.isFinite {
            let steps = ((value - bounds.lowerBound) / step).rounded()
            value = min(bounds.lowerBound + steps * step, bounds.upperBound)
        }
        return value
    }

    /// Where `value` sits between the bounds, from 0 to 1 (0 for empty or infinite
    /// bounds).
    static func fraction(of value: Double, in bounds: ClosedRange<Double>, step: Double?)
        -> Double
    {
        let span = bounds.upperBound - bounds.lowerBound
        guard span.isFinite, span > 0 else { return 0 }
        let fraction = (allowed(value, in: bounds, step: step) - bounds.lowerBound) / span
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }

    /// The centre of the knob in a track of `width`: from half a knob to the width less
    /// half a knob.
    static func knobCenter(fraction: Double, width: CGFloat) -> CGFloat {
        knob / 2 + CGFloat(fraction) * max(width - knob, 0)
    }
}

/// A slider's track and knob, filling the width offered, 28 points high.
nonisolated internal struct SliderTrack: View {
    let fraction: Double
    let accent: Color
    let isEnabled: Bool

    var body: some View {
        ZStack {
            SliderPart(fraction: fraction, part: .maximumTrack).fill(ControlPalette.track)
            SliderPart(fraction: fraction, part: .minimumTrack).fill(accent)
            SliderPart(fraction: fraction, part: .knob).fill(Color.white)
                .shadow(color: ControlPalette.knobShadow, radius: 2, y: 2)
        }
        .frame(minWidth: SliderGeometry.knob, maxWidth: .infinity)
        .frame(height: SliderGeometry.knob)
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// One part of a slider, placed by the fraction in the rectangle it is given; the
/// fraction animates.
nonisolated internal struct SliderPart: Shape {
    enum Part { case minimumTrack, maximumTrack, knob }
    var fraction: Double
    let part: Part

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = rect.minX + SliderGeometry.knobCenter(fraction: fraction, width: rect.width)
        let trackY = rect.midY - SliderGeometry.track / 2
        switch part {
        case .knob:
            let r = SliderGeometry.knob / 2
            return Path(
                ellipseIn: CGRect(x: center - r, y: rect.midY - r, width: 2 * r, height: 2 * r))
        case .minimumTrack:
            let track = CGRect(
                x: rect.minX, y: trackY, width: max(center - rect.minX, 0),
                height: SliderGeometry.track)
            return Path(
                roundedRect: track, cornerRadius: SliderGeometry.track / 2, style: .circular)
        case .maximumTrack:
            let track = CGRect(
                x: rect.minX, y: trackY, width: rect.width, height: SliderGeometry.track)
            return Path(
                roundedRect: track, cornerRadius: SliderGeometry.track / 2, style: .circular)
        }
    }
}
