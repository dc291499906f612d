import SwiftUI

/// A chat bubble's typing indicator: three dots hopping in turn.
struct TypingIndicator: View {
    @State private var isTyping = false

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<3, id: \.self) { dot in
                Circle()
                    .fill(Color.secondary)
                    .frame(width: 10, height: 10)
                    .offset(y: isTyping ? -6 : 0)
                    .animation(
                        .easeInOut(duration: 0.4).repeatForever().delay(0.15 * Double(dot)),
                        value: isTyping)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(Capsule().fill(Color(white: 0.9)))
        .onAppear { isTyping = true }
    }
}
