import SwiftUI

struct GradientRingLoader: View {
    @State private var isAnimating = false
    var lineWidth: CGFloat = 8

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)

            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(
                    AngularGradient(
                        gradient: Gradient(colors: [.brandPrimary.opacity(0), .brandPrimary]),
                        center: .center,
                        startAngle: .degrees(0),
                        endAngle: .degrees(270)
                    ),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(Angle(degrees: isAnimating ? 360 : 0))
                .animation(
                    Animation.linear(duration: 1).repeatForever(autoreverses: false),
                    value: isAnimating
                )
        }
        .frame(width: 60, height: 60)
        .onAppear {
            isAnimating = true
        }
    }
}

struct BarsLoader: View {
    @State private var animate = false
    let barCount = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<barCount, id: \.self) { index in
                RoundedRectangle(cornerRadius: 2)
                    .fill(Color.brandSecondary)
                    .frame(width: 6, height: animate ? 40 : 12)
                    .animation(
                        .easeInOut(duration: 0.5)
                            .repeatForever()
                            .delay(Double(index) * 0.12),
                        value: animate
                    )
            }
        }
        .frame(height: 44)
        .onAppear { animate.toggle() }
    }
}

struct DotsLoader: View {
    @State private var scale: CGFloat = 0.5

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<3) { i in
                Circle()
                    .fill(Color.brandAccent)
                    .frame(width: 12, height: 12)
                    .scaleEffect(scale)
                    .animation(
                        Animation.easeInOut(duration: 0.6)
                            .repeatForever(autoreverses: true)
                            .delay(0.2 * Double(i)),
                        value: scale
                    )
            }
        }
        .onAppear {
            scale = 1
        }
    }
}

struct LoadersGallery: View {
    var body: some View {
        VStack(spacing: 30) {
            GradientRingLoader()
            BarsLoader()
            DotsLoader()
        }
        .padding()
    }
}

#Preview {
    LoadersGallery()
}
