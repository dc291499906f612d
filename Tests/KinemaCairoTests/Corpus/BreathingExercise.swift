import SwiftUI

struct BreathingExercise: View {
    enum Stage: String {
        case inhale = "Breathe in"
        case hold = "Hold"
        case exhale = "Breathe out"
    }

    @State private var stage: Stage = .inhale
    @State private var expanded = false
    @State private var cycles = 0

    var body: some View {
        ZStack {
            ForEach(0..<6) { index in
                Circle()
                    .fill(
                        LinearGradient(
                            gradient: Gradient(colors: [Color.mint, Color.teal]),
                            startPoint: .top,
                            endPoint: .bottom
                        )
                    )
                    .frame(width: 90, height: 90)
                    .offset(x: expanded ? 45 : 0)
                    .rotationEffect(.degrees(Double(index) * 60))
                    .blendMode(.multiply)
                    .opacity(0.6)
            }
            .rotationEffect(.degrees(expanded ? 90 : 0))
            .scaleEffect(expanded ? 1 : 0.4)

            Text(stage.rawValue)
                .font(.title2.weight(.medium))
                .foregroundColor(.primary)
                .id(stage)
                .transition(.opacity)
        }
        .frame(width: 260, height: 260)
        .task {
            await runCycle()
        }
    }

    @MainActor
    private func runCycle() async {
        while !Task.isCancelled && cycles < 2 {
            withAnimation(.easeInOut(duration: 4)) {
                stage = .inhale
                expanded = true
            }
            try? await Task.sleep(nanoseconds: 4_000_000_000)
            withAnimation { stage = .hold }
            try? await Task.sleep(for: .seconds(2))
            withAnimation(.easeInOut(duration: 4)) {
                stage = .exhale
                expanded = false
            }
            try? await Task.sleep(for: .milliseconds(4000))
            cycles += 1
        }
    }
}

#Preview {
    BreathingExercise()
}
