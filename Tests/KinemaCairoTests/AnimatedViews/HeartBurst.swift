import SwiftUI

/// A "like" heart: it pops with a spring while a ring of sparks bursts out and fades.
struct HeartBurst: View {
    @State private var isLiked = false

    var body: some View {
        ZStack {
            ForEach(0..<8) { index in
                Circle()
                    .fill(Color.pink)
                    .frame(width: 6, height: 6)
                    .offset(y: isLiked ? -38 : -10)
                    .rotationEffect(.degrees(Double(index) * 45))
                    .opacity(isLiked ? 0 : 1)
                    .animation(.easeOut(duration: 0.6), value: isLiked)
            }
            HeartShape()
                .fill(isLiked ? Color.red : Color.gray.opacity(0.4))
                .frame(width: 36, height: 32)
                .scaleEffect(isLiked ? 1.25 : 1)
                .animation(.spring(response: 0.35, dampingFraction: 0.45), value: isLiked)
        }
        .frame(width: 100, height: 100)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                isLiked = true
            }
        }
    }
}

/// A heart drawn from two arcs and a point.
struct HeartShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = rect.width
        let height = rect.height
        path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addCurve(
            to: CGPoint(x: rect.minX, y: rect.minY + height * 0.3),
            control1: CGPoint(x: rect.midX - width * 0.1, y: rect.maxY - height * 0.15),
            control2: CGPoint(x: rect.minX, y: rect.minY + height * 0.6))
        path.addArc(
            center: CGPoint(x: rect.minX + width * 0.25, y: rect.minY + height * 0.3),
            radius: width * 0.25, startAngle: .degrees(180), endAngle: .degrees(0),
            clockwise: false)
        path.addArc(
            center: CGPoint(x: rect.minX + width * 0.75, y: rect.minY + height * 0.3),
            radius: width * 0.25, startAngle: .degrees(180), endAngle: .degrees(0),
            clockwise: false)
        path.addCurve(
            to: CGPoint(x: rect.midX, y: rect.maxY),
            control1: CGPoint(x: rect.maxX, y: rect.minY + height * 0.6),
            control2: CGPoint(x: rect.midX + width * 0.1, y: rect.maxY - height * 0.15))
        path.closeSubpath()
        return path
    }
}
