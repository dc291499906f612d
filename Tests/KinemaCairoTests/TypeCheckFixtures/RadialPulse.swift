// swift-format-ignore-file: NoPlaygroundLiterals

import SwiftUI

// A background that breathes: a radial gradient of colour literals whose centre and
// radii animate forever from onAppear (the file that crashed the type checker when
// `#colorLiteral` had no type on Linux).
struct RadialPulse: View {
    @State private var animateGradient = false
    @State private var scale: CGFloat = 1

    var body: some View {
        ZStack {
            RadialGradient(
                gradient: Gradient(colors: [
                    Color(#colorLiteral(red: 0.3, green: 0.1, blue: 0.8, alpha: 1)),
                    Color(#colorLiteral(red: 0.9, green: 0.3, blue: 0.5, alpha: 1)),
                ]),
                center: animateGradient ? .topLeading : .bottomTrailing,
                startRadius: animateGradient ? 20 : 100,
                endRadius: animateGradient ? 600 : 250
            )
            .edgesIgnoringSafeArea(.all)
            .hueRotation(.degrees(animateGradient ? 45 : 0))
            RadialGradient(
                colors: [Color(#colorLiteral(red: 1, green: 0.8, blue: 0.3, alpha: 1)), .clear],
                center: .center, startRadius: 10, endRadius: 200 * scale
            )
            .frame(width: 400, height: 400)
            .mask(Circle())
            .shadow(color: .pink.opacity(0.5), radius: 20, x: 0, y: 0)
            .scaleEffect(animateGradient ? 1.1 : 0.9)
            .opacity(animateGradient ? 0.8 : 1)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                animateGradient.toggle()
                scale = 1.5
            }
        }
    }
}
