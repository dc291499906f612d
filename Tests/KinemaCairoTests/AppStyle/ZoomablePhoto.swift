import SwiftUI

/// A photo that zooms with a pinch (the pinch in progress as `@GestureState`, the
/// settled zoom as `@State`) and returns to its size on a double tap.
struct ZoomablePhoto: View {
    @State private var zoom: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(
                LinearGradient(
                    colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .overlay {
                Text("Photo").font(.caption).foregroundStyle(.white)
            }
            .frame(width: 80, height: 60)
            .scaleEffect(zoom * pinch)
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in
                        state = value.magnification
                    }
                    .onEnded { value in
                        zoom = min(max(zoom * value.magnification, 1), 3)
                    }
            )
            .onTapGesture(count: 2) {
                withAnimation(.spring(duration: 0.4)) { zoom = 1 }
            }
            .accessibilityIdentifier("photo")
    }
}
