import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene

/// A grid of dots pulsing from `onAppear`, as a SwiftUI view would write it.
private struct PulseGrid: View {
    let count: Int
    @State private var isPulsing = false

    var body: some View {
        PulseDots(count: count, isPulsing: isPulsing)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever()) { isPulsing = true }
            }
    }
}

/// The dots of ``PulseGrid`` at a state.
private struct PulseDots: View {
    let count: Int
    let isPulsing: Bool

    var body: some View {
        let columns = 20
        VStack(spacing: 2) {
            ForEach(0..<(count / columns), id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<columns, id: \.self) { column in
                        Circle().fill(Color.blue)
                            .frame(width: 8, height: 8)
                            .scaleEffect(isPulsing ? 1 : 0.5)
                            .opacity(isPulsing ? 1 : 0.4 + 0.01 * Double(column))
                    }
                }
            }
        }
    }
}

/// The hosted grid and the same scene as a timeline, with the milliseconds each took to
/// compile (the host's: made and run to 2 s).
@MainActor
func hostedPulses(count: Int) async -> (HostedTimeline, SceneTimeline<Bool>, Double, Double) {
    let size = CGSize(width: 220, height: 220)
    let hostStart = DispatchTime.now().uptimeNanoseconds
    let host = ViewHost(size: size) { PulseGrid(count: count) }
    await host.run(until: 2)
    let hostTime = Double(DispatchTime.now().uptimeNanoseconds - hostStart) / 1e6
    let timelineStart = DispatchTime.now().uptimeNanoseconds
    var timeline = SceneTimeline(size: size, initialState: false) {
        PulseDots(count: count, isPulsing: $0)
    }
    timeline.change(at: 0, animation: .easeInOut(duration: 0.8).repeatForever()) { $0 = true }
    let timelineTime = Double(DispatchTime.now().uptimeNanoseconds - timelineStart) / 1e6
    precondition(
        host.timeline.frame(at: 0.3) == timeline.frame(at: 0.3),
        "the hosted grid and its timeline differ")
    return (host.timeline, timeline, hostTime, timelineTime)
}
