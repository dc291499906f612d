import SwiftUI

struct HoldToConfirmButton: View {
    @State private var progress: CGFloat = 0
    @State private var isPressing = false
    @State private var confirmed = false

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(Color(.secondarySystemBackground))
            Capsule()
                .fill(confirmed ? Color.green : Color.red)
                .frame(width: 240 * progress)
            Label(
                confirmed ? "Deleted" : "Hold to delete",
                systemImage: confirmed ? "checkmark" : "trash"
            )
            .font(.headline)
            .foregroundStyle(progress > 0.5 ? .white : .primary)
            .frame(maxWidth: .infinity)
        }
        .frame(width: 240, height: 56)
        .clipShape(Capsule())
        .scaleEffect(isPressing ? 0.96 : 1)
        .onLongPressGesture(minimumDuration: 1.5, maximumDistance: 50) {
            withAnimation(.spring) { confirmed = true }
        } onPressingChanged: { pressing in
            isPressing = pressing
            if pressing {
                withAnimation(.linear(duration: 1.5)) { progress = 1 }
            } else if !confirmed {
                withAnimation(.easeOut(duration: 0.25)) { progress = 0 }
            }
        }
        .animation(.easeInOut(duration: 0.15), value: isPressing)
    }
}

@Observable
final class DownloadTask {
    var fraction: Double = 0
    var finished: Bool { fraction >= 1 }

    @MainActor
    func start() async {
        while fraction < 1 {
            try? await Task.sleep(for: .milliseconds(200))
            withAnimation(.easeInOut(duration: 0.2)) {
                fraction = min(1, fraction + 0.125)
            }
        }
    }
}

struct DownloadButton: View {
    @State private var task = DownloadTask()
    @State private var showDone = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.blue.opacity(0.2), lineWidth: 4)
            Circle()
                .trim(from: 0, to: task.fraction)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: showDone ? "checkmark" : "arrow.down")
                .font(.system(size: 20, weight: .bold))
                .foregroundStyle(.blue)
                .contentTransition(.symbolEffect(.replace))
        }
        .frame(width: 56, height: 56)
        .task { await task.start() }
        .onChange(of: task.finished) { _, finished in
            if finished {
                withAnimation(.bouncy) { showDone = true }
            }
        }
    }
}

#Preview {
    VStack(spacing: 40) {
        HoldToConfirmButton()
        DownloadButton()
    }
}
