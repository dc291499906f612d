import SwiftUI

struct AnimatedGradientBackground: View {
    @State private var animateGradient = false

    var body: some View {
        LinearGradient(
            colors: [.purple, .indigo, .cyan],
            startPoint: animateGradient ? .topLeading : .bottomLeading,
            endPoint: animateGradient ? .bottomTrailing : .topTrailing
        )
        .hueRotation(.degrees(animateGradient ? 45 : 0))
        .ignoresSafeArea()
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                animateGradient.toggle()
            }
        }
        .overlay {
            VStack(spacing: 8) {
                Text("Good morning")
                    .font(.system(size: 34, weight: .bold, design: .serif))
                Text(Date.now, style: .date)
                    .font(.callout)
                    .opacity(0.8)
            }
            .foregroundStyle(.white)
            .shadow(radius: 8)
        }
    }
}

struct ClockHands: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let seconds = Calendar.current.component(.second, from: context.date)
            ZStack {
                Circle()
                    .stroke(lineWidth: 4)
                ForEach(0..<12) { tick in
                    Capsule()
                        .frame(width: 3, height: 10)
                        .offset(y: -44)
                        .rotationEffect(.degrees(Double(tick) * 30))
                }
                Capsule()
                    .fill(.red)
                    .frame(width: 2, height: 44)
                    .offset(y: -22)
                    .rotationEffect(.degrees(Double(seconds) * 6))
                    .animation(.spring(response: 0.3, dampingFraction: 0.5), value: seconds)
                Circle()
                    .fill(.red)
                    .frame(width: 8, height: 8)
            }
            .frame(width: 110, height: 110)
        }
    }
}

#Preview {
    ZStack {
        AnimatedGradientBackground()
        ClockHands()
            .foregroundStyle(.white)
            .offset(y: 150)
    }
}
