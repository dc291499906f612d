import SwiftUI

/// A spinner: a conic-gradient ring turning through phases.
struct ConicSpinner: View {
    var body: some View {
        PhaseAnimator([0.0, 360.0]) { angle in
            Circle()
                .strokeBorder(
                    .conicGradient(colors: [.clear, .blue], center: .center),
                    lineWidth: 8
                )
                .rotationEffect(.degrees(angle))
                .frame(width: 60, height: 60)
        } animation: { _ in
            .linear(duration: 1)
        }
        .padding(10)
    }
}
