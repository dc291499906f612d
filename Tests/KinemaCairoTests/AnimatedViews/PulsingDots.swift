import SwiftUI

/// Three dots that grow and fade one after the other.
struct PulsingDots: View {
    @State private var isAnimating = false

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.purple)
                    .frame(width: 16, height: 16)
                    .scaleEffect(isAnimating ? 1 : 0.4)
                    .opacity(isAnimating ? 1 : 0.3)
                    .animation(
                        .easeInOut(duration: 0.6)
                            .repeatForever(autoreverses: true)
                            .delay(Double(index) * 0.2),
                        value: isAnimating)
            }
        }
        .onAppear { isAnimating = true }
    }
}
