import SwiftUI

struct LikeButton: View {
    @State private var isLiked = false
    @State private var burst = false
    @State private var likes = 128

    var body: some View {
        HStack(spacing: 8) {
            ZStack {
                // confetti ring
                ForEach(0..<8) { i in
                    Circle()
                        .fill(i.isMultiple(of: 2) ? Color.pink : Color.orange)
                        .frame(width: 6, height: 6)
                        .offset(y: burst ? -28 : 0)
                        .rotationEffect(.degrees(Double(i) * 45))
                        .opacity(burst ? 0 : 1)
                        .scaleEffect(burst ? 0.2 : 1)
                }
                .opacity(isLiked ? 1 : 0)

                Circle()
                    .strokeBorder(Color.pink, lineWidth: burst ? 0 : 14)
                    .frame(width: 44, height: 44)
                    .scaleEffect(burst ? 1.3 : 0)
                    .opacity(isLiked ? 1 : 0)

                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 28))
                    .foregroundStyle(isLiked ? .pink : .gray)
                    .scaleEffect(isLiked ? 1.0 : 0.9)
                    .contentTransition(.symbolEffect(.replace))
                    .symbolEffect(.bounce, value: isLiked)
            }
            .frame(width: 60, height: 60)
            .contentShape(Rectangle())
            .onTapGesture {
                toggle()
            }

            Text("\(likes)")
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText(value: Double(likes)))
        }
        .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                toggle()
            }
        }
    }

    private func toggle() {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
            isLiked.toggle()
            likes += isLiked ? 1 : -1
        }
        if isLiked {
            burst = false
            withAnimation(.easeOut(duration: 0.6)) {
                burst = true
            }
        }
    }
}

#Preview {
    LikeButton()
}
