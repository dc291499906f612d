import SwiftUI

struct SwipeProfile: Identifiable, Equatable {
    let id: Int
    let name: String
    let color: Color
}

struct SwipeCard: View {
    let profile: SwipeProfile
    var onRemove: (SwipeProfile) -> Void

    @State private var offset: CGSize = .zero
    @GestureState private var isDragging = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20, style: .continuous)
            .fill(profile.color)
            .overlay(alignment: .bottomLeading) {
                Text(profile.name)
                    .font(.title.weight(.bold))
                    .foregroundColor(.white)
                    .padding(20)
            }
            .overlay(alignment: .topLeading) {
                Text("LIKE")
                    .font(.largeTitle.bold())
                    .foregroundColor(.green)
                    .padding(8)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.green, lineWidth: 4))
                    .rotationEffect(.degrees(-15))
                    .opacity(Double(offset.width / 120))
                    .padding(24)
            }
            .frame(width: 260, height: 360)
            .scaleEffect(isDragging ? 1.03 : 1)
            .rotationEffect(.degrees(Double(offset.width / 20)))
            .offset(x: offset.width, y: offset.height * 0.4)
            .gesture(
                DragGesture()
                    .updating($isDragging) { _, state, _ in
                        state = true
                    }
                    .onChanged { gesture in
                        offset = gesture.translation
                    }
                    .onEnded { gesture in
                        if abs(gesture.predictedEndTranslation.width) > 150 {
                            withAnimation(.easeOut(duration: 0.3)) {
                                offset.width =
                                    gesture.predictedEndTranslation.width > 0 ? 600 : -600
                            }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                                onRemove(profile)
                            }
                        } else {
                            withAnimation(.interactiveSpring(response: 0.4, dampingFraction: 0.6)) {
                                offset = .zero
                            }
                        }
                    }
            )
            .animation(.spring(), value: isDragging)
    }
}

struct SwipeCardStack: View {
    @State private var profiles: [SwipeProfile] = [
        SwipeProfile(id: 0, name: "Ava", color: .pink),
        SwipeProfile(id: 1, name: "Ben", color: .indigo),
        SwipeProfile(id: 2, name: "Cleo", color: .teal),
    ]

    var body: some View {
        ZStack {
            ForEach(profiles) { profile in
                let index = profiles.firstIndex(of: profile) ?? 0
                SwipeCard(profile: profile) { removed in
                    profiles.removeAll { $0.id == removed.id }
                }
                .offset(y: CGFloat(index) * -8)
                .zIndex(Double(profiles.count - index))
                .allowsHitTesting(index == 0)
            }
        }
        .padding()
    }
}

#Preview {
    SwipeCardStack()
}
