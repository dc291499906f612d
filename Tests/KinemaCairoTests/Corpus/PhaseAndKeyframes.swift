import SwiftUI

enum BouncePhase: CaseIterable {
    case initial, up, squash, settle

    var yOffset: CGFloat {
        switch self {
        case .initial, .settle: 0
        case .up: -60
        case .squash: 10
        }
    }

    var scale: CGSize {
        switch self {
        case .squash: CGSize(width: 1.3, height: 0.7)
        default: CGSize(width: 1, height: 1)
        }
    }
}

struct BouncingBall: View {
    var body: some View {
        Circle()
            .fill(.orange.gradient)
            .frame(width: 40, height: 40)
            .phaseAnimator(BouncePhase.allCases) { content, phase in
                content
                    .scaleEffect(phase.scale, anchor: .bottom)
                    .offset(y: phase.yOffset)
            } animation: { phase in
                switch phase {
                case .initial: .easeOut(duration: 0.1)
                case .up: .easeOut(duration: 0.35)
                case .squash: .easeIn(duration: 0.3)
                case .settle: .spring(duration: 0.3, bounce: 0.5)
                }
            }
    }
}

struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

struct KeyframeEmoji: View {
    @State private var runs = 0

    var body: some View {
        Text("🚀")
            .font(.system(size: 50))
            .keyframeAnimator(
                initialValue: AnimationValues(),
                repeating: true
            ) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalTranslation)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }
                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    CubicKeyframe(1.05, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.88)
                }
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalTranslation) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                    SpringKeyframe(0.0, spring: .bouncy)
                }
            }
    }
}

struct PulsingBadge: View {
    @State private var trigger = 0

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.title)
            .foregroundStyle(.yellow)
            .phaseAnimator([false, true], trigger: trigger) { view, phase in
                view
                    .rotationEffect(.degrees(phase ? 20 : 0), anchor: .top)
                    .scaleEffect(phase ? 1.2 : 1)
            }
            .onAppear { trigger += 1 }
    }
}

#Preview {
    HStack(spacing: 40) {
        BouncingBall()
        KeyframeEmoji()
        PulsingBadge()
    }
}
