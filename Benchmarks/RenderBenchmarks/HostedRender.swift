import BenchmarkHarness
import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaRendering
import KinemaScene

/// A loader screen as an app writes it: a turning arc, pulsing dots and a label.
private struct LoaderScreen: View {
    @State private var isTurning = false
    @State private var isPulsing = false

    var body: some View {
        VStack(spacing: 16) {
            Circle().trim(from: 0, to: 0.7)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .frame(width: 60, height: 60)
                .rotationEffect(.degrees(isTurning ? 360 : 0))
            HStack(spacing: 8) {
                ForEach(0..<5, id: \.self) { index in
                    Circle().fill(Color.purple).frame(width: 12, height: 12)
                        .scaleEffect(isPulsing ? 1 : 0.4)
                        .animation(
                            .easeInOut(duration: 0.5).repeatForever().delay(Double(index) * 0.1),
                            value: isPulsing)
                }
            }
            Text("Loading…").font(.headline)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                isTurning = true
            }
            isPulsing = true
        }
    }
}

/// The loader hosted for 4 s and drawn as frames of 960 x 800 pixels (the 240 x 200 point
/// canvas at 4 pixels per point: frames big enough that drawing them, not writing the
/// small files, is what the workers share).
@MainActor
func hostedLoaderDrawing() async -> (size: PixelSize, draw: FrameDrawing) {
    let host = ViewHost(size: CGSize(width: 240, height: 200), measurer: PangoTextMeasurer()) {
        LoaderScreen()
    }
    await host.run(until: 4)
    return (PixelSize(width: 960, height: 800), SceneDrawing.drawing(host.timeline))
}

/// Prints the hosted view's concurrent speed-up (goal: at least 1.7x on 2 cores) and its CPU
/// time per run with 1 and with `workers` workers; checks that both wrote the same bytes.
@MainActor
func hostedComparison(frameCount: Int, workers: Int) async {
    let hosted = await hostedLoaderDrawing()
    let serialDirectory = temporaryDirectory()
    let concurrentDirectory = temporaryDirectory()
    defer {
        try? FileManager.default.removeItem(at: serialDirectory)
        try? FileManager.default.removeItem(at: concurrentDirectory)
    }
    let serial = measure("hosted serial", iterations: 1, runs: 5) { _ in
        renderBlocking(
            count: frameCount, jobs: 1, into: serialDirectory, size: hosted.size, fps: 60,
            draw: hosted.draw)
    }
    let concurrent = measure("hosted concurrent", iterations: 1, runs: 5) { _ in
        renderBlocking(
            count: frameCount, jobs: workers, into: concurrentDirectory, size: hosted.size,
            fps: 60, draw: hosted.draw)
    }
    for index in [0, frameCount / 2, frameCount - 1] {
        let name = FrameTimeline.fileName(ofFrame: index)
        let serialBytes = try? Data(contentsOf: serialDirectory.appending(path: name))
        let concurrentBytes = try? Data(contentsOf: concurrentDirectory.appending(path: name))
        precondition(
            serialBytes != nil && serialBytes == concurrentBytes,
            "hosted serial and concurrent \(name) differ")
    }
    print(
        String(
            format: "hosted view: speed-up %.2fx (goal >= 1.7x on 2 cores)",
            serial.nanosecondsPerIteration / concurrent.nanosecondsPerIteration))
    func cpu(jobs: Int) -> Double {
        cpuSeconds(jobs: jobs, count: frameCount, size: hosted.size, fps: 60, draw: hosted.draw)
    }
    print(
        String(
            format: "hosted CPU time per run: %.2f s with 1 worker, %.2f s with %d", cpu(jobs: 1),
            cpu(jobs: workers), workers))
}
