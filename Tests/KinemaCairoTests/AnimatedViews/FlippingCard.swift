import SwiftUI

/// A card that flips over every second, front and back.
struct FlippingCard: View {
    @State private var isFlipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.indigo)
                .overlay(Text("Front").foregroundColor(.white).font(.headline))
                .opacity(isFlipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.teal)
                .overlay(Text("Back").foregroundColor(.white).font(.headline))
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isFlipped ? 1 : 0)
        }
        .frame(width: 100, height: 140)
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.easeInOut(duration: 0.6)) {
                    isFlipped.toggle()
                }
            }
        }
    }
}
