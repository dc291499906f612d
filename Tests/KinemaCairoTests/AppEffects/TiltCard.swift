import SwiftUI

/// A card tilted towards a "touch" point, as parallax cards do.
struct TiltCard: View {
    var tilt: CGSize

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(
                LinearGradient(
                    colors: [.purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .frame(width: 140, height: 90)
            .overlay(Text("3D").font(.system(size: 28, weight: .heavy)).foregroundColor(.white))
            .rotation3DEffect(.degrees(Double(tilt.width)), axis: (x: 0, y: 1, z: 0))
            .rotation3DEffect(.degrees(Double(-tilt.height)), axis: (x: 1, y: 0, z: 0))
            .shadow(color: .black.opacity(0.3), radius: 8, x: 0, y: 6)
    }
}
