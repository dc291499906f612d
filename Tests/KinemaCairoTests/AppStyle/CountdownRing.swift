import Combine
import SwiftUI

/// A countdown ring driven by a Combine timer, as app code writes it.
struct CountdownRing: View {
    @State private var remaining = 10
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
            Circle()
                .trim(from: 0, to: CGFloat(remaining) / 10)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.linear(duration: 1), value: remaining)
            Text("\(remaining)")
                .font(.system(size: 32, weight: .bold, design: .rounded))
        }
        .frame(width: 100, height: 100)
        .onReceive(timer) { _ in
            if remaining > 0 {
                remaining -= 1
            } else {
                timer.upstream.connect().cancel()
            }
        }
    }
}
