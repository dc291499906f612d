import SwiftUI

/// A progress ring that fills to 80% after a short pause, with its percentage.
struct FillingRing: View {
    @State private var progress: Double = 0

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.25), lineWidth: 10)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.system(size: 18, weight: .semibold))
        }
        .frame(width: 90, height: 90)
        .task {
            try? await Task.sleep(for: .seconds(0.3))
            withAnimation(.easeOut(duration: 1.2)) {
                progress = 0.8
            }
        }
    }
}
