import SwiftUI

struct FlashCardView: View {
    let question: String
    let answer: String
    @State private var isFlipped = false
    @State private var frontDegree: Double = 0
    @State private var backDegree: Double = -90

    private let durationAndDelay: CGFloat = 0.3

    var body: some View {
        ZStack {
            CardSide(text: answer, colors: [.orange, .red])
                .rotation3DEffect(Angle(degrees: backDegree), axis: (x: 0, y: 1, z: 0))
            CardSide(text: question, colors: [.indigo, .purple])
                .rotation3DEffect(Angle(degrees: frontDegree), axis: (x: 0, y: 1, z: 0))
        }
        .onTapGesture {
            flipCard()
        }
        .onAppear {
            flipCard()
        }
    }

    func flipCard() {
        isFlipped.toggle()
        if isFlipped {
            withAnimation(.linear(duration: durationAndDelay)) {
                frontDegree = 90
            }
            withAnimation(.linear(duration: durationAndDelay).delay(durationAndDelay)) {
                backDegree = 0
            }
        } else {
            withAnimation(.linear(duration: durationAndDelay)) {
                backDegree = -90
            }
            withAnimation(.linear(duration: durationAndDelay).delay(durationAndDelay)) {
                frontDegree = 0
            }
        }
    }
}

private struct CardSide: View {
    let text: String
    let colors: [Color]

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                )
                .frame(width: 200, height: 260)
                .shadow(color: .black.opacity(0.25), radius: 8, x: 0, y: 4)
            Text(text)
                .font(.title2)
                .fontWeight(.bold)
                .multilineTextAlignment(.center)
                .foregroundColor(.white)
                .padding()
        }
    }
}

struct FlipCard3D: View {
    @State private var flipped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(flipped ? Color.teal : Color.mint)
            .frame(width: 140, height: 90)
            .overlay(
                Text(flipped ? "Back" : "Front")
                    .font(.headline)
                    .foregroundColor(.white)
                    .scaleEffect(x: flipped ? -1 : 1, y: 1)
            )
            .rotation3DEffect(
                .degrees(flipped ? 180 : 0),
                axis: (x: 0.0, y: 1.0, z: 0.0),
                anchor: .center,
                anchorZ: 0,
                perspective: 0.5
            )
            .animation(.spring(response: 0.6, dampingFraction: 0.8), value: flipped)
            .onTapGesture { flipped.toggle() }
    }
}

#Preview {
    VStack(spacing: 40) {
        FlashCardView(question: "Capital of France?", answer: "Paris")
        FlipCard3D()
    }
}
