// Events and data flow in a hosted view as SwiftUI documents them: onChange's values and
// order, task(id:) cancelled and restarted, onDisappear, state reset with identity,
// bindings written by a child, @Observable models, environment values, transactions.
import Dispatch
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaSceneWaits
import Observation
import Testing

private let eventCanvas = CGSize(width: 100, height: 100)

@MainActor
private final class Log {
    var entries: [String] = []
}

/// Counts up every 0.5 s from a task; logs onChange's old and new values.
private struct Ticker: View {
    let log: Log
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .onChange(of: count) { old, new in log.entries.append("change \(old)->\(new)") }
            .onChange(of: count, initial: true) { log.entries.append("zero-arg \(count)") }
            .task {
                for _ in 0..<3 {
                    try? await Task.sleep(for: .milliseconds(500))
                    count += 1
                }
            }
    }
}

/// Restarts a task whenever `selection` changes; logs starts and cancellations.
private struct Selector: View {
    let log: Log
    @State private var selection = 0
    var body: some View {
        Color.clear
            .task(id: selection) {
                log.entries.append("start \(selection)")
                do {
                    try await Task.sleep(for: .seconds(10))
                    log.entries.append("finished \(selection)")
                } catch {
                    log.entries.append("cancelled")
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { selection = 1 }
            }
    }
}

/// Shows a child until 1 s, whose state resets when it comes back.
private struct Parent: View {
    let log: Log
    @State private var showsChild = true
    var body: some View {
        VStack {
            if showsChild {
                Child(log: log)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            showsChild = false
            try? await Task.sleep(for: .seconds(1))
            showsChild = true
        }
    }
}

private struct Child: View {
    let log: Log
    @State private var appearances = 0
    var body: some View {
        Text("child")
            .onAppear {
                appearances += 1
                log.entries.append("appear \(appearances)")
            }
            .onDisappear { log.entries.append("disappear") }
    }
}

/// A switch whose child writes the parent's state through a binding, animated.
private struct BindingParent: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Circle().fill(Color.green).frame(width: isOn ? 60 : 20, height: isOn ? 60 : 20)
            BindingChild(isOn: $isOn)
        }
    }
}

private struct BindingChild: View {
    @Binding var isOn: Bool
    var body: some View {
        Color.clear.frame(width: 1, height: 1)
            .onAppear { withAnimation(.easeOut(duration: 0.4)) { isOn = true } }
    }
}

private func bindingCircle(_ isOn: Bool) -> some View {
    VStack {
        Circle().fill(Color.green).frame(width: isOn ? 60 : 20, height: isOn ? 60 : 20)
        Color.clear.frame(width: 1, height: 1)
    }
}

@Observable
@MainActor
private final class Progress {
    var fraction = 0.0
}

/// Reads an @Observable model kept in @State; a task moves it.
private struct ObservedBar: View {
    @State private var progress = Progress()
    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 100 * progress.fraction, height: 10)
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.linear(duration: 1)) { progress.fraction = 1 }
            }
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Rectangle().fill(colorScheme == .dark ? Color.black : Color.white)
    }
}

/// Two writes in one onAppear: one animated, one not.
private struct TwoTransactions: View {
    @State private var width = 20.0
    @State private var height = 20.0
    var body: some View {
        Rectangle().frame(width: width, height: height)
            .onAppear {
                withAnimation(.linear(duration: 1)) { width = 80 }
                height = 80
            }
    }
}

@MainActor
@Suite("ViewHost: events and data flow")
struct ViewHostEventTests {
    @Test("onChange gets old and new values in order; initial: true runs on appearance")
    func onChangeOrder() async {
        let log = Log()
        let host = ViewHost(size: eventCanvas) { Ticker(log: log) }
        await host.run(until: 2)
        #expect(
            log.entries == [
                "zero-arg 0",
                "change 0->1", "zero-arg 1",
                "change 1->2", "zero-arg 2",
                "change 2->3", "zero-arg 3",
            ])
        #expect(host.timeline.stateTimes.dropFirst() == [0.5, 1, 1.5])
    }

    @Test("task(id:) is cancelled and started again when its id changes")
    func taskRestartsOnNewID() async {
        let log = Log()
        let host = ViewHost(size: eventCanvas) { Selector(log: log) }
        await host.run(until: 0.5)
        #expect(log.entries == ["start 0"])
        await host.run(until: 12)
        #expect(log.entries == ["start 0", "cancelled", "start 1", "finished 1"])
    }

    @Test("Removed views disappear; state starts anew when a view comes back")
    func identityResetsState() async {
        let log = Log()
        let host = ViewHost(size: eventCanvas) { Parent(log: log) }
        await host.run(until: 3)
        #expect(log.entries == ["appear 1", "disappear", "appear 1"])
    }

    @Test("A child's write through a binding animates the parent as a timeline change does")
    func bindingAnimatesParent() async {
        let host = ViewHost(size: eventCanvas) { BindingParent() }
        await host.run(until: 1)
        var timeline = SceneTimeline(
            size: eventCanvas, initialState: false, displayScale: 1  // snapped as the host
        ) { bindingCircle($0) }
        timeline.change(at: 0, animation: .easeOut(duration: 0.4)) { $0 = true }
        for time in [0, 0.1, 0.2, 0.39, 0.5] {
            #expect(host.timeline.frame(at: time) == timeline.frame(at: time), "t = \(time)")
        }
    }

    @Test("A change to an @Observable model in @State animates with its transaction")
    func observableModel() async {
        let host = ViewHost(size: eventCanvas) { ObservedBar() }
        await host.run(until: 2)
        var timeline = SceneTimeline(size: eventCanvas, initialState: 0.0) { fraction in
            Rectangle().fill(Color.blue).frame(width: 100 * fraction, height: 10)
        }
        timeline.change(at: 0.5, animation: .linear(duration: 1)) { $0 = 1 }
        for time in [0, 0.5, 0.75, 1, 1.5, 2] {
            #expect(host.timeline.frame(at: time) == timeline.frame(at: time), "t = \(time)")
        }
    }

    @Test("environment(_:_:) sets what @Environment reads")
    func environmentValue() async {
        let dark = ViewHost(size: eventCanvas) {
            SchemeReader().environment(\.colorScheme, .dark)
        }
        let light = ViewHost(size: eventCanvas) { SchemeReader() }
        var black = SceneTimeline(size: eventCanvas, initialState: ()) { _ in
            Rectangle().fill(Color.black)
        }
        black.change(at: 0) { _ in }
        #expect(dark.frame(at: 0) == black.frame(at: 0))
        #expect(light.frame(at: 0) != black.frame(at: 0))
    }

    @Test("Writes in two transactions in one event animate each with its own")
    func twoTransactions() async {
        let host = ViewHost(size: eventCanvas) { TwoTransactions() }
        await host.run(until: 1)
        var timeline = SceneTimeline(size: eventCanvas, initialState: (20.0, 20.0)) {
            Rectangle().frame(width: $0.0, height: $0.1)
        }
        timeline.change(at: 0, animation: .linear(duration: 1)) { $0.0 = 80 }
        timeline.change(at: 0) { $0.1 = 80 }
        for time in [0, 0.25, 0.5, 1] {
            #expect(host.timeline.frame(at: time) == timeline.frame(at: time), "t = \(time)")
        }
    }

    @Test("transaction { $0.animation = nil } makes its content jump")
    func transactionModifier() async {
        struct Jumpy: View {
            @State var isWide = false
            var body: some View {
                Rectangle().frame(width: isWide ? 90 : 10, height: 10)
                    .transaction { $0.animation = nil }
                    .onAppear { withAnimation(.linear(duration: 1)) { isWide = true } }
            }
        }
        let host = ViewHost(size: eventCanvas) { Jumpy() }
        await host.run(until: 1)
        #expect(host.frame(at: 0.5) == host.frame(at: 1))
    }

    @Test("Frames drawn concurrently equal frames drawn one by one")
    func concurrentFrames() async {
        let host = ViewHost(size: eventCanvas) { ObservedBar() }
        await host.run(until: 2)
        let timeline = host.timeline
        let times = (0..<40).map { Double($0) / 20 }
        let serial = times.map { timeline.frame(at: $0) }
        let concurrent = await withTaskGroup(of: (Int, DisplayList).self) { group in
            for (index, time) in times.enumerated() {
                group.addTask { (index, await timeline.prepareFrame(at: time).displayList()) }
            }
            var lists = [DisplayList?](repeating: nil, count: times.count)
            for await (index, list) in group { lists[index] = list }
            return lists
        }
        #expect(concurrent.map { $0! } == serial)
    }

    @Test("A view that changes state on every update is stopped with a diagnostic")
    func runawayUpdates() async {
        struct Runaway: View {
            @State var count = 0
            var body: some View {
                Text("\(count)").onChange(of: count, initial: true) { count += 1 }
            }
        }
        let host = ViewHost(size: eventCanvas) { Runaway() }
        await host.run(until: 1)
        #expect(host.diagnostics.contains { $0.message.contains("updates in a row") })
    }
}

@MainActor
@Suite("ViewHost: environment bridges")
struct ViewHostEnvironmentTests {
    @Test("@Environment(\\.isEnabled) reads false under disabled(true)")
    func isEnabledFollowsDisabled() async {
        struct Reader: View {
            @Environment(\.isEnabled) private var isEnabled
            var body: some View { Rectangle().fill(isEnabled ? Color.green : Color.gray) }
        }
        let disabled = ViewHost(size: eventCanvas) { Reader().disabled(true) }
        let enabled = ViewHost(size: eventCanvas) { Reader() }
        var gray = SceneTimeline(size: eventCanvas, initialState: ()) { _ in
            Rectangle().fill(Color.gray)
        }
        gray.change(at: 0) { _ in }
        #expect(disabled.frame(at: 0) == gray.frame(at: 0))
        #expect(enabled.frame(at: 0) != gray.frame(at: 0))
    }
}

@Observable
@MainActor
private final class Theme {
    var accent = Color.blue
}

private struct ThemedDot: View {
    @Environment(Theme.self) private var theme
    var body: some View {
        Circle().fill(theme.accent).frame(width: 20, height: 20)
    }
}

@MainActor
@Suite("ViewHost: models in the environment, disabled animations")
struct ViewHostModelTests {
    @Test("@Environment(Model.self) reads the model put there; its changes update the views")
    func environmentObject() async {
        let theme = Theme()
        let host = ViewHost(size: eventCanvas) {
            ThemedDot()
                .environment(theme)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.linear(duration: 1)) { theme.accent = .red }
                }
        }
        await host.run(until: 2)
        #expect(host.timeline.stateTimes == [-.infinity, 0.5], "\(host.diagnostics)")
        var timeline = SceneTimeline(size: eventCanvas, initialState: Color.blue) { color in
            Circle().fill(color).frame(width: 20, height: 20)
        }
        timeline.change(at: 0.5, animation: .linear(duration: 1)) { $0 = .red }
        for time in [0, 0.5, 1, 1.5, 2] {
            #expect(host.timeline.frame(at: time) == timeline.frame(at: time), "t = \(time)")
        }
    }

    @Test("disablesAnimations turns off animation(_:value:) for its change")
    func disablesImplicitAnimations() async {
        struct Implicit: View {
            @State var isWide = false
            var body: some View {
                Rectangle().frame(width: isWide ? 90 : 10, height: 10)
                    .animation(.linear(duration: 1), value: isWide)
                    .task {
                        try? await Task.sleep(for: .seconds(0.5))
                        var transaction = Transaction()
                        transaction.disablesAnimations = true
                        withTransaction(transaction) { isWide = true }
                        try? await Task.sleep(for: .seconds(1))
                        isWide = false
                    }
            }
        }
        let host = ViewHost(size: eventCanvas) { Implicit() }
        await host.run(until: 3)
        // Jumps at 0.5 s; animates back over 1 s from 1.5 s.
        #expect(host.frame(at: 0.6) == host.frame(at: 1.4))
        #expect(host.frame(at: 2) != host.frame(at: 2.5))
        #expect(host.frame(at: 2.5) == host.frame(at: 3))
    }
}

@MainActor
@Suite("ViewHost: the order of appearance events")
struct ViewHostEventOrderTests {
    @Test("Content before its container, modifiers as written, tasks after every onAppear")
    func nestedOrder() async {
        let log = Log()
        let host = ViewHost(size: eventCanvas) {
            Group {
                VStack {
                    Text("hello")
                        .task { log.entries.append("Text task") }
                        .onChange(of: true, initial: true) { log.entries.append("Text onChange") }
                        .onAppear { log.entries.append("Text onAppear") }
                }
                .task { log.entries.append("VStack task") }
                .onChange(of: true, initial: true) { log.entries.append("VStack onChange") }
                .onAppear { log.entries.append("VStack onAppear") }
            }
            .task { log.entries.append("Group task") }
            .onChange(of: true, initial: true) { log.entries.append("Group onChange") }
            .onAppear { log.entries.append("Group onAppear") }
        }
        await host.run(until: 0.1)
        #expect(
            log.entries == [
                "Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear",
                "Group onChange", "Group onAppear", "Text task", "VStack task", "Group task",
            ])
    }
}
