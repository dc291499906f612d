import SwiftUI

/// A photo-like gradient tile in five colour treatments.
struct Duotone: View {
    var body: some View {
        HStack(spacing: 4) {
            tile.grayscale(1)
            tile.hueRotation(.degrees(120))
            tile.saturation(2).contrast(1.3)
            tile.colorMultiply(.yellow).brightness(0.1)
            tile.colorInvert()
        }
    }

    private var tile: some View {
        LinearGradient(
            colors: [.red, .orange, .blue], startPoint: .top, endPoint: .bottomTrailing
        )
        .frame(width: 34, height: 60)
        .overlay(Circle().fill(.white.opacity(0.7)).frame(width: 16, height: 16))
    }
}
