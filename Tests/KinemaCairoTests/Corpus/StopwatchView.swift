import Combine
import SwiftUI

final class StopwatchModel: ObservableObject {
    @Published var elapsed: TimeInterval = 0
    @Published var isRunning = false
    @Published var laps: [TimeInterval] = []

    func toggle() {
        isRunning.toggle()
    }

    func tick(_ interval: TimeInterval) {
        guard isRunning else { return }
        elapsed += interval
    }

    func lap() {
        laps.insert(elapsed, at: 0)
    }

    var formatted: String {
        let minutes = Int(elapsed) / 60
        let seconds = Int(elapsed) % 60
        let hundredths = Int((elapsed * 100).truncatingRemainder(dividingBy: 100))
        return String(format: "%02d:%02d.%02d", minutes, seconds, hundredths)
    }
}

struct StopwatchView: View {
    @StateObject private var model = StopwatchModel()
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 30) {
            Text(model.formatted)
                .font(.system(size: 44, weight: .thin, design: .monospaced))
                .contentTransition(.numericText(countsDown: false))
                .animation(.snappy, value: model.elapsed)

            HStack(spacing: 40) {
                Button(action: model.lap) {
                    Text("Lap")
                        .frame(width: 70, height: 70)
                        .background(Circle().fill(Color(.systemGray5)))
                }
                .disabled(!model.isRunning)

                Button {
                    withAnimation(.spring()) { model.toggle() }
                } label: {
                    Text(model.isRunning ? "Stop" : "Start")
                        .foregroundColor(model.isRunning ? .red : .green)
                        .frame(width: 70, height: 70)
                        .background(
                            Circle().fill(
                                model.isRunning ? Color.red.opacity(0.2) : Color.green.opacity(0.2))
                        )
                }
            }
            .font(.headline)

            List {
                ForEach(Array(model.laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(model.laps.count - index)")
                        Spacer()
                        Text(String(format: "%.2f", lap))
                            .monospacedDigit()
                    }
                }
            }
            .listStyle(.plain)
        }
        .padding(.top, 40)
        .onReceive(timer) { _ in
            model.tick(0.1)
        }
        .onAppear {
            model.toggle()
        }
    }
}

struct StopwatchView_Previews: PreviewProvider {
    static var previews: some View {
        StopwatchView()
    }
}
