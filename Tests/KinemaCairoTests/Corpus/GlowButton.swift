import SwiftUI

struct GlowButton: View {
    var title: String
    var action: () -> Void = {}
    @State private var glow = false
    @State private var shine: CGFloat = -1

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.system(size: 18, weight: .bold, design: .rounded))
                .foregroundStyle(.white)
                .padding(.horizontal, 32)
                .padding(.vertical, 14)
                .background(
                    LinearGradient(
                        colors: [
                            Color(red: 0.45, green: 0.3, blue: 1),
                            Color(red: 1, green: 0.35, blue: 0.6),
                        ],
                        startPoint: .leading,
                        endPoint: .trailing
                    ),
                    in: Capsule()
                )
                .overlay {
                    GeometryReader { geo in
                        LinearGradient(
                            colors: [.clear, .white.opacity(0.6), .clear],
                            startPoint: .leading,
                            endPoint: .trailing
                        )
                        .frame(width: geo.size.width / 3)
                        .offset(x: shine * geo.size.width)
                        .blendMode(.overlay)
                    }
                    .mask(Capsule())
                }
                .shadow(
                    color: Color.purple.opacity(glow ? 0.8 : 0.3), radius: glow ? 20 : 6, x: 0, y: 6
                )
        }
        .buttonStyle(.plain)
        .onAppear {
            withAnimation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true)) {
                glow = true
            }
            withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                shine = 1.3
            }
        }
    }
}

struct GradientTextBadge: View {
    @State private var rotate = false

    var body: some View {
        VStack(spacing: 16) {
            Text("PRO")
                .font(.system(size: 54, weight: .black))
                .foregroundStyle(
                    .linearGradient(
                        colors: [.yellow, .orange, .pink],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )

            ZStack {
                Circle()
                    .fill(
                        AngularGradient(
                            colors: [.red, .yellow, .green, .blue, .purple, .red],
                            center: .center
                        )
                    )
                    .rotationEffect(.degrees(rotate ? 360 : 0))
                    .blur(radius: 8)
                Circle()
                    .fill(Color.white)
                    .padding(6)
                Image(systemName: "star.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.orange)
            }
            .frame(width: 90, height: 90)
            .compositingGroup()
            .shadow(radius: 4)

            Text("Masked gradient")
                .font(.headline)
                .foregroundColor(.clear)
                .overlay(
                    LinearGradient(
                        colors: [.blue, .green], startPoint: .leading, endPoint: .trailing
                    )
                    .mask(Text("Masked gradient").font(.headline))
                )
                .drawingGroup()
        }
        .onAppear {
            withAnimation(.linear(duration: 3).repeatForever(autoreverses: false)) {
                rotate = true
            }
        }
    }
}

#Preview {
    VStack(spacing: 40) {
        GlowButton(title: "Get Premium")
        GradientTextBadge()
    }
    .padding()
    .background(Color(white: 0.95))
}
