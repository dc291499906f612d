import SwiftUI

/// A notification card that follows the finger down and is dismissed when thrown far
/// enough: `@GestureState` for the drag, the predicted end for the throw.
struct DismissibleCard: View {
    @State private var isDismissed = false
    @State private var isPinned = false
    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        ZStack {
            Color(white: 0.94)
            if !isDismissed {
                VStack(alignment: .leading, spacing: 6) {
                    Text(isPinned ? "Pinned message" : "New message")
                        .font(.headline)
                        .onLongPressGesture { isPinned.toggle() }
                    Text("Swipe down to dismiss")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(
                    RoundedRectangle(cornerRadius: 16)
                        .fill(.white)
                        .shadow(color: .black.opacity(0.15), radius: 6, y: 3)
                )
                .padding(.horizontal)
                .offset(y: max(dragOffset.height, 0))
                .opacity(1 - Double(max(dragOffset.height, 0)) / 300)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            if value.predictedEndTranslation.height > 200 {
                                withAnimation(.easeOut(duration: 0.25)) {
                                    isDismissed = true
                                }
                            }
                        }
                )
                .accessibilityIdentifier("card")
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}
