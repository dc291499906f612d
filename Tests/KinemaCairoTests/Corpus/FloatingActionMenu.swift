import SwiftUI

struct FloatingActionMenu: View {
    @State private var isExpanded = false

    private let actions: [(icon: String, color: Color)] = [
        ("camera.fill", .orange),
        ("photo.on.rectangle", .green),
        ("doc.text.fill", .blue),
        ("mic.fill", .red),
    ]

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.clear

            if isExpanded {
                Color.black.opacity(0.3)
                    .ignoresSafeArea()
                    .onTapGesture { toggle() }
                    .transition(.opacity)
            }

            ZStack {
                ForEach(actions.indices, id: \.self) { index in
                    let action = actions[index]
                    Circle()
                        .fill(action.color)
                        .frame(width: 48, height: 48)
                        .overlay(
                            Image(systemName: action.icon)
                                .foregroundColor(.white)
                        )
                        .shadow(radius: 3)
                        .offset(y: isExpanded ? -CGFloat(index + 1) * 64 : 0)
                        .scaleEffect(isExpanded ? 1 : 0.3)
                        .opacity(isExpanded ? 1 : 0)
                        .animation(
                            .spring(response: 0.4, dampingFraction: 0.65)
                                .delay(isExpanded ? Double(index) * 0.05 : 0),
                            value: isExpanded
                        )
                }

                Button(action: toggle) {
                    Image(systemName: "plus")
                        .font(.system(size: 24, weight: .bold))
                        .foregroundColor(.white)
                        .rotationEffect(.degrees(isExpanded ? 45 : 0))
                        .frame(width: 60, height: 60)
                        .background(Circle().fill(Color.accentColor))
                        .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 3)
                }
            }
            .padding(24)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                toggle()
            }
        }
    }

    private func toggle() {
        withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
            isExpanded.toggle()
        }
    }
}

#Preview {
    FloatingActionMenu()
}
