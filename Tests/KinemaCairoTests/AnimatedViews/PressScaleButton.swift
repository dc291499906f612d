import SwiftUI

/// A button that shrinks while pressed and counts likes with a spring.
struct PressScaleButton: View {
    @State private var likes = 0

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                likes += 1
            }
        } label: {
            HStack(spacing: 6) {
                Circle().fill(Color.white).frame(width: 10, height: 10)
                Text("Like \(likes)")
                    .font(.system(size: 15, weight: .semibold))
            }
        }
        .buttonStyle(ScaleOnPressStyle())
    }
}

/// Scales the label down while the finger is on it, with a quick ease.
struct ScaleOnPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(.horizontal, 18)
            .padding(.vertical, 10)
            .background(Capsule().fill(Color.pink))
            .scaleEffect(configuration.isPressed ? 0.88 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}
