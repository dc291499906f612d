import SwiftUI

struct ScopedAnimationDemo: View {
    @State private var isOn = false
    @State private var rotation = 0.0
    @State private var count = 0

    var body: some View {
        VStack(spacing: 24) {
            Circle()
                .fill(isOn ? Color.green : Color.gray)
                .frame(width: 60, height: 60)
                .animation(.easeInOut(duration: 0.5)) { content in
                    content
                        .scaleEffect(isOn ? 1.4 : 1)
                }
                .offset(x: isOn ? 60 : -60)

            Rectangle()
                .fill(.indigo)
                .frame(width: 60, height: 60)
                .rotationEffect(.degrees(rotation))
                .transaction { transaction in
                    transaction.animation = transaction.animation?.speed(0.5)
                }

            HStack {
                ForEach(0..<5) { index in
                    Capsule()
                        .fill(index < count ? Color.orange : Color.orange.opacity(0.2))
                        .frame(width: 30, height: 8)
                }
            }
            .animation(.bouncy(duration: 0.4, extraBounce: 0.1), value: count)

            Text("Level \(count)")
                .font(.custom("Avenir Next", size: 20).weight(.semibold))
                .foregroundStyle(.primary)
        }
        .onAppear {
            var transaction = Transaction(animation: .spring(duration: 0.6, bounce: 0.4))
            transaction.disablesAnimations = false
            withTransaction(transaction) {
                isOn = true
                rotation = 90
            }
            withAnimation(.smooth(duration: 0.8)) {
                count = 3
            }
        }
    }
}

struct RepeatingPulse: View {
    @State private var animate = false

    var body: some View {
        ZStack {
            ForEach(0..<3, id: \.self) { ring in
                Circle()
                    .stroke(Color.blue.opacity(0.5), lineWidth: 2)
                    .scaleEffect(animate ? 2.2 : 0.6)
                    .opacity(animate ? 0 : 1)
                    .animation(
                        .easeOut(duration: 1.8)
                            .repeatForever(autoreverses: false)
                            .delay(Double(ring) * 0.6),
                        value: animate
                    )
            }
            Circle()
                .fill(Color.blue)
                .frame(width: 40, height: 40)
                .overlay {
                    Image(systemName: "location.fill")
                        .foregroundStyle(.white)
                }
        }
        .frame(width: 120, height: 120)
        .onAppear { animate = true }
    }
}

#Preview {
    VStack(spacing: 40) {
        ScopedAnimationDemo()
        RepeatingPulse()
    }
}
