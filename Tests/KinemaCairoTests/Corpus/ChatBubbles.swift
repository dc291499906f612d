import SwiftUI

struct ChatMessage: Identifiable, Hashable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

struct ChatBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 40) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(
                    message.isMine
                        ? AnyShapeStyle(Color.blue.gradient) : AnyShapeStyle(Color(.systemGray5)),
                    in: UnevenRoundedRectangle(
                        topLeadingRadius: 18,
                        bottomLeadingRadius: message.isMine ? 18 : 4,
                        bottomTrailingRadius: message.isMine ? 4 : 18,
                        topTrailingRadius: 18,
                        style: .continuous
                    )
                )
            if !message.isMine { Spacer(minLength: 40) }
        }
    }
}

struct ChatView: View {
    @State private var messages: [ChatMessage] = [
        ChatMessage(text: "Hey! Did you see the new animation APIs?", isMine: false)
    ]
    @State private var isTyping = false

    private let script = [
        ChatMessage(text: "Yes! Phase animators are great.", isMine: true),
        ChatMessage(text: "Keyframes too 🎉", isMine: false),
    ]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(messages) { message in
                ChatBubble(message: message)
                    .transition(
                        .asymmetric(
                            insertion: .move(edge: message.isMine ? .trailing : .leading).combined(
                                with: .opacity),
                            removal: .opacity
                        )
                    )
            }
            if isTyping {
                HStack(spacing: 4) {
                    ForEach(0..<3) { _ in
                        Circle().frame(width: 6, height: 6)
                    }
                }
                .foregroundStyle(.secondary)
                .padding(10)
                .background(Color(.systemGray6), in: Capsule())
                .frame(maxWidth: .infinity, alignment: .leading)
                .transition(.scale(scale: 0.5, anchor: .leading).combined(with: .opacity))
            }
            Spacer()
        }
        .padding()
        .task {
            for message in script {
                try? await Task.sleep(nanoseconds: 400_000_000)
                withAnimation(.easeOut(duration: 0.2)) { isTyping = !message.isMine }
                try? await Task.sleep(nanoseconds: 300_000_000)
                withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) {
                    isTyping = false
                    messages.append(message)
                }
            }
        }
    }
}

#Preview {
    ChatView()
}
