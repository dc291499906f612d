import SwiftUI

// Custom transitions as iOS apps write them: a modifier pair, an `AnyTransition`
// extension, an iOS 17 `Transition`, the blur replace, and a toast with its own animation.

struct RotateModifier: ViewModifier {
    let angle: Double

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(angle), anchor: .topLeading)
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: RotateModifier(angle: -90),
            identity: RotateModifier(angle: 0)
        )
    }
}

struct Fade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(phase.isIdentity ? 1 : 0.6)
            .offset(y: phase.value * 20)
    }
}

struct TransitionCard: View {
    let title: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(color)
            .frame(width: 140, height: 56)
            .overlay {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(.white)
            }
    }
}

struct CustomTransitionsDemo: View {
    @State var show = false

    var body: some View {
        VStack(spacing: 12) {
            Button {
                withAnimation(.spring) {
                    show.toggle()
                }
            } label: {
                Text(show ? "Hide" : "Show")
            }
            ZStack {
                if show {
                    TransitionCard(title: "Rotate", color: .orange)
                        .transition(
                            .modifier(
                                active: RotateModifier(angle: 90),
                                identity: RotateModifier(angle: 0)))
                }
            }
            .frame(width: 160, height: 64)
            ZStack {
                if show {
                    TransitionCard(title: "Pivot", color: .blue)
                        .transition(.pivot.combined(with: .opacity))
                }
            }
            .frame(width: 160, height: 64)
            ZStack {
                if show {
                    TransitionCard(title: "Fade", color: .purple)
                        .transition(Fade())
                }
            }
            .frame(width: 160, height: 64)
            ZStack {
                if show {
                    TransitionCard(title: "Blur", color: .green)
                        .transition(.blurReplace)
                }
            }
            .frame(width: 160, height: 64)
            ZStack {
                if show {
                    Text("Saved")
                        .padding(8)
                        .background(Capsule().fill(.black))
                        .foregroundStyle(.white)
                        .transition(.move(edge: .bottom).animation(.easeOut(duration: 1)))
                }
            }
            .frame(width: 160, height: 40)
            .clipped()
        }
        .padding()
    }
}
