import SwiftUI

/// An activity ring: a track and a trimmed stroke with an angular gradient.
struct RingProgress: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.green.opacity(0.2), lineWidth: 14)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(
                        gradient: Gradient(colors: [.green, .mint, .teal]),
                        center: .center,
                        startAngle: .degrees(0),
                        endAngle: .degrees(360 * progress)),
                    style: StrokeStyle(lineWidth: 14, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.system(size: 20, weight: .bold))
        }
        .frame(width: 110, height: 110)
        .padding(10)
    }
}
