// ObservableObject models as older SwiftUI code writes them: @Published properties of an
// object kept by @StateObject, handed down as @ObservedObject and @EnvironmentObject;
// a change inside withAnimation animates as the same SceneTimeline change.
import Foundation
import KinemaAnimation
import KinemaCombine
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaViews
import Testing

private let modelCanvas = CGSize(width: 100, height: 60)

@MainActor
private final class Download: ObservableObject {
    @Published var progress = 0.0
}

/// A download that counts how many were made (only the @StateObject test makes them).
@MainActor
private final class CountedDownload: ObservableObject {
    @Published var progress = 0.0
    static var made = 0
    init() { CountedDownload.made += 1 }
}

private struct CountedBar: View {
    @ObservedObject var download: CountedDownload
    var body: some View {
        Rectangle().fill(Color.green).frame(width: 80 * download.progress, height: 8)
    }
}

private struct Screen: View {
    @StateObject private var download = CountedDownload()
    @State private var ticks = 0
    var body: some View {
        VStack {
            CountedBar(download: download)
            Text("\(ticks)")
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.linear(duration: 1)) { download.progress = 1 }
            ticks += 1  // the parent updates: the object must survive it
        }
    }
}

private struct EnvironmentBar: View {
    @EnvironmentObject var download: Download
    var body: some View {
        Rectangle().fill(Color.green).frame(width: 80 * download.progress, height: 8)
    }
}

@MainActor
@Suite("ViewHost: ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject")
struct ObservableObjectTests {
    @Test("A @Published change in withAnimation animates; the @StateObject is made once")
    func stateObject() async {
        CountedDownload.made = 0
        let host = ViewHost(size: modelCanvas) { Screen() }
        await host.run(until: 2)
        #expect(CountedDownload.made == 1)
        var timeline = SceneTimeline(
            size: modelCanvas, initialState: (0.0, 0), displayScale: 1  // snapped as the host
        ) { state in
            VStack {
                Rectangle().fill(Color.green).frame(width: 80 * state.0, height: 8)
                Text("\(state.1)")
            }
        }
        timeline.change(at: 0.5, animation: .linear(duration: 1)) { $0.0 = 1 }
        timeline.change(at: 0.5) { $0.1 = 1 }
        for time in [0, 0.5, 1, 1.5, 2] {
            #expect(host.timeline.frame(at: time) == timeline.frame(at: time), "t = \(time)")
        }
    }

    @Test("@EnvironmentObject reads the object environmentObject(_:) put there")
    func environmentObject() async {
        let download = Download()
        let host = ViewHost(size: modelCanvas) {
            EnvironmentBar()
                .environmentObject(download)
                .onAppear { download.progress = 0.5 }
        }
        await host.run(until: 1)
        var timeline = SceneTimeline(size: modelCanvas, initialState: 0.0) { progress in
            Rectangle().fill(Color.green).frame(width: 80 * progress, height: 8)
        }
        timeline.change(at: 0) { $0 = 0.5 }
        #expect(host.frame(at: 0.5) == timeline.frame(at: 0.5))
    }

    @Test("objectWillChange.send() by hand updates the views too")
    func manualSend() async {
        @MainActor
        final class Counter: ObservableObject {
            var count = 0
            func increment() {
                objectWillChange.send()
                count += 1
            }
        }
        struct CounterView: View {
            @ObservedObject var counter: Counter
            var body: some View { Text("\(counter.count)") }
        }
        let counter = Counter()
        let host = ViewHost(size: modelCanvas) {
            CounterView(counter: counter).task {
                try? await Task.sleep(for: .seconds(0.25))
                counter.increment()
            }
        }
        await host.run(until: 1)
        #expect(host.timeline.stateTimes.last == 0.25)
        #expect(host.frame(at: 1).description.contains("\"1\""))
    }
}
