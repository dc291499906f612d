import SwiftUI

// Circles placed by arithmetic on their index and an animated phase, as particle and
// loader code writes it.
struct ParticleArithmetic: View {
    @State private var phase: CGFloat = 0
    let count = 12

    var body: some View {
        ZStack {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(
                        RadialGradient(
                            colors: [
                                .white,
                                Color(
                                    hue: Double(index) / Double(count), saturation: 0.8,
                                    brightness: 1),
                            ],
                            center: .center, startRadius: 0, endRadius: 10 + CGFloat(index) * 0.5)
                    )
                    .frame(width: 8 + CGFloat(index % 4) * 4, height: 8 + CGFloat(index % 4) * 4)
                    .offset(
                        x: cos(CGFloat(index) / CGFloat(count) * 2 * .pi + phase)
                            * (60 + 10 * sin(phase * 2)),
                        y: sin(CGFloat(index) / CGFloat(count) * 2 * .pi + phase)
                            * (60 + 10 * cos(phase * 2))
                    )
                    .scaleEffect(1 + 0.3 * sin(phase + CGFloat(index)))
                    .opacity(0.5 + 0.5 * Double(cos(phase - CGFloat(index) * 0.3)))
                    .blur(radius: index % 3 == 0 ? 1 : 0)
            }
        }
        .frame(width: 200, height: 200)
        .onAppear {
            withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) {
                phase = 2 * .pi
            }
        }
    }
}
