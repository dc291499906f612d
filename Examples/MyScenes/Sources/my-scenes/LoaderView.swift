import Kinema

/// A plain SwiftUI-style view that drives itself: a ring turning once a second from
/// `onAppear`, with a label that fades in after half a second from a `task`. The command
/// line runs it in a `ViewHost` (`RenderableScene(name:size:duration:view:)`).
struct LoaderView: View {
    @State private var isRotating = false
    @State private var showsLabel = false

    var body: some View {
        VStack(spacing: 10) {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .frame(width: 40, height: 40)
                .rotationEffect(.degrees(isRotating ? 360 : 0))
            Text("Loading")
                .font(.system(size: 12))
                .opacity(showsLabel ? 1 : 0)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                isRotating = true
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeIn(duration: 0.3)) { showsLabel = true }
        }
    }
}
