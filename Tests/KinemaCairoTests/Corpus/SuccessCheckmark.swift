import SwiftUI

struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.2, y: rect.midY))
        path.addLine(
            to: CGPoint(x: rect.minX + rect.width * 0.42, y: rect.maxY - rect.height * 0.25))
        path.addLine(
            to: CGPoint(x: rect.maxX - rect.width * 0.18, y: rect.minY + rect.height * 0.28))
        return path
    }
}

struct SuccessCheckmarkView: View {
    @State private var circleProgress: CGFloat = 0
    @State private var checkProgress: CGFloat = 0
    @State private var filled = false
    @State private var showLabel = false

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .trim(from: 0, to: circleProgress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Circle()
                    .fill(Color.green)
                    .scaleEffect(filled ? 1 : 0.001)
                    .opacity(filled ? 1 : 0)
                Checkmark()
                    .trim(from: 0, to: checkProgress)
                    .stroke(
                        filled ? Color.white : Color.green,
                        style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round)
                    )
                    .padding(20)
            }
            .frame(width: 120, height: 120)

            if showLabel {
                Text("Payment complete")
                    .font(.headline)
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .frame(height: 200)
        .onAppear(perform: animate)
    }

    func animate() {
        withAnimation(.easeInOut(duration: 0.6)) {
            circleProgress = 1
        }
        withAnimation(.spring(response: 0.4, dampingFraction: 0.6).delay(0.6)) {
            filled = true
        }
        withAnimation(.easeOut(duration: 0.3).delay(0.8)) {
            checkProgress = 1
        }
        withAnimation(.bouncy.delay(1.0)) {
            showLabel = true
        }
    }
}

#Preview {
    SuccessCheckmarkView()
}
