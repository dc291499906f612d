import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A progress bar: a 4 point track filling the width, the accent up to the fraction.
nonisolated internal struct ProgressBar: View {
    let fraction: Double
    let accent: Color

    var body: some View {
        ZStack(alignment: .leading) {
            ProgressBarPart(fraction: 1).fill(ControlPalette.track)
            ProgressBarPart(fraction: fraction).fill(accent)
        }
        .frame(maxWidth: .infinity)
        .frame(height: 4)
    }
}

/// The leading `fraction` of a bar, with round ends; the fraction animates.
nonisolated internal struct ProgressBarPart: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        guard fraction > 0 else { return Path() }
        let part = CGRect(
            x: rect.minX, y: rect.minY, width: rect.width * CGFloat(fraction),
            height: rect.height)
        return Path(roundedRect: part, cornerRadius: rect.height / 2, style: .circular)
    }
}

/// A determinate ring: a 3 point track and the accent arc from the top, clockwise.
nonisolated internal struct ProgressRing: View {
    let fraction: Double
    let accent: Color

    var body: some View {
        ZStack {
            Circle().stroke(ControlPalette.track, lineWidth: 3)
            Circle().trim(from: 0, to: fraction)
                .stroke(accent, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .padding(1.5)
        .frame(width: 20, height: 20)
    }
}

/// An indeterminate spinner: eight grey spokes, the first (at the top) darkest, fading
/// clockwise, in 20 by 20 points.
nonisolated internal struct ProgressSpinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8) { index in
                Capsule()
                    .fill(Color.gray.opacity(1 - Double(index) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(index) * 45))
            }
        }
        .frame(width: 20, height: 20)
    }
}
