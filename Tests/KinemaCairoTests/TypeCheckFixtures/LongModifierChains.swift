import SwiftUI

// Cards and buttons with the long modifier chains animation code writes: ternaries in
// every argument, gradients as fills and backgrounds, frames with several labels.
struct LongModifierChains: View {
    @State private var isExpanded = false
    @State private var isPressed = false
    @State private var rotation: Double = 0
    @State private var progress: CGFloat = 0.3

    var body: some View {
        VStack(spacing: isExpanded ? 24 : 12) {
            Text(isExpanded ? "Collapse" : "Expand")
                .font(.system(size: isExpanded ? 22 : 17, weight: .semibold, design: .rounded))
                .foregroundColor(isExpanded ? .white : .primary)
                .padding(.horizontal, isExpanded ? 32 : 20)
                .padding(.vertical, 12)
                .frame(maxWidth: isExpanded ? .infinity : 200, minHeight: 44, alignment: .center)
                .background(
                    RoundedRectangle(cornerRadius: isExpanded ? 24 : 12, style: .continuous)
                        .fill(
                            LinearGradient(
                                colors: [isExpanded ? .purple : .blue, isExpanded ? .pink : .cyan],
                                startPoint: .topLeading, endPoint: .bottomTrailing))
                )
                .overlay(
                    RoundedRectangle(cornerRadius: isExpanded ? 24 : 12, style: .continuous)
                        .stroke(
                            Color.white.opacity(isExpanded ? 0.6 : 0.2),
                            lineWidth: isExpanded ? 2 : 1)
                )
                .shadow(
                    color: (isExpanded ? Color.purple : Color.blue).opacity(0.4),
                    radius: isPressed ? 4 : 12, x: 0, y: isPressed ? 2 : 8
                )
                .scaleEffect(isPressed ? 0.95 : 1)
                .rotation3DEffect(.degrees(rotation), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
                .offset(x: isExpanded ? 0 : -10, y: isPressed ? 2 : 0)
                .opacity(isPressed ? 0.9 : 1)
                .animation(.spring(response: 0.4, dampingFraction: 0.7), value: isExpanded)
                .animation(.easeOut(duration: 0.15), value: isPressed)
                .onTapGesture {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.6, blendDuration: 0)) {
                        isExpanded.toggle()
                        rotation += 180
                    }
                }
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(
                        gradient: Gradient(colors: [.green, .yellow, .orange, .red]),
                        center: .center, startAngle: .degrees(0),
                        endAngle: .degrees(360 * Double(progress))),
                    style: StrokeStyle(
                        lineWidth: isExpanded ? 16 : 10, lineCap: .round, lineJoin: .round)
                )
                .rotationEffect(.degrees(-90))
                .frame(width: isExpanded ? 160 : 100, height: isExpanded ? 160 : 100)
                .padding(isExpanded ? 20 : 8)
                .background(Circle().fill(Color.gray.opacity(0.1)))
                .overlay(Text("\(Int(progress * 100))%").font(.caption.monospacedDigit().bold()))
                .onAppear {
                    withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                        progress = 1
                    }
                }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            RadialGradient(
                gradient: Gradient(colors: [Color.black.opacity(0.8), Color.black]),
                center: .center, startRadius: 5, endRadius: isExpanded ? 500 : 300
            )
            .ignoresSafeArea())
    }
}
