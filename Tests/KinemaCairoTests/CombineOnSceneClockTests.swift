import Combine
import KinemaCombine
import KinemaScene
import KinemaViews
import SwiftUI
import Testing

/// Combine as a SwiftUI file's model uses it, in a host on the scene clock, against
/// hand-worked times: subjects, `sink`, `assign(to:on:)`, `store(in:)`, `map`, `filter`,
/// `removeDuplicates`, `debounce`, `throttle`, `receive(on:)`, a timer's `autoconnect()`
/// with `sink`, and `onReceive` of a subject.
@MainActor
@Suite("Combine on the scene clock")
struct CombineOnSceneClockTests {
    /// Hosts a search screen whose model is made by the view (as a `@StateObject`'s is,
    /// on the scene clock) and returned.
    private func host(
        latestSlider: Bool = true, queries: [(Double, String)] = [],
        slider: [(Double, Double)] = [], until time: Double
    ) async throws -> (ViewHost, SearchModel) {
        let made = ModelBox()
        let host = ViewHost(size: CGSize(width: 200, height: 200)) {
            SearchScreen(
                model: made.keep(SearchModel(latestSlider: latestSlider)), queries: queries,
                sliderValues: slider)
        }
        await host.run(until: time)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        return (host, try #require(made.model))
    }

    private func expectLog(
        _ actual: [(String, Double)], _ expected: [(String, Double)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let matches =
            actual.count == expected.count
            && zip(actual, expected).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) < 1e-9 }
        #expect(matches, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func debouncedDeduplicatedQueries() async throws {
        // "A" at 0.1 waits until 0.4; "Ap" at 0.2 ("ap") restarts the wait (0.5); "ap" at 0.3
        // repeats "ap" and is dropped, so it does not restart it: "ap" searched at 0.5.
        // "BA" at 1.0 ("ba"): searched at 1.3.
        let (_, model) = try await host(
            queries: [(0.1, "A"), (0.2, "Ap"), (0.3, "ap"), (1.0, "BA")], until: 2)
        expectLog(
            model.log.filter { $0.0.hasPrefix("search") }, [("search ap", 0.5), ("search ba", 1.3)])
        #expect(model.results == ["banana"])
    }

    @Test func throttledSliderKeepsTheLatestOrTheFirst() async throws {
        // 0 at 0: delivered at once. 0.1 and 0.2 wait for 0.5 (0 + 0.5); 0.9 and 0.95 wait
        // for 1.0 (0.5 + 0.5). Latest: 0.2 at 0.5, 0.95 at 1.0; first: 0.1 and 0.9.
        let values: [(Double, Double)] = [(0, 0), (0.1, 0.1), (0.2, 0.2), (0.9, 0.9), (0.95, 0.95)]
        let (_, latest) = try await host(latestSlider: true, slider: values, until: 2)
        expectLog(
            latest.log.filter { $0.0.hasPrefix("slider") },
            [("slider 0.0", 0), ("slider 0.2", 0.5), ("slider 0.95", 1.0)])
        let (_, first) = try await host(latestSlider: false, slider: values, until: 2)
        expectLog(
            first.log.filter { $0.0.hasPrefix("slider") },
            [("slider 0.0", 0), ("slider 0.1", 0.5), ("slider 0.9", 1.0)])
    }

    @Test func timerSinkAndAssignAndOnReceive() async throws {
        let (host, model) = try await host(until: 3.5)
        // The timer connected when the model was made (before the views appeared at 0):
        // ticks at 1, 2, 3.
        #expect(model.elapsed == 3)
        // receive(on:) delivered the current value after the subscription's event.
        #expect(model.fraction == 0.25)
        // Sent at 3.5 of the scene (as an event of it would).
        host.clock.run {
            model.progress.send(-1)  // filtered out before assign
            model.progress.value = 0.75
        }
        await host.run(until: 3.6)
        #expect(model.fraction == 0.75)
        // onReceive got the current value when the view appeared, then each value sent.
        expectLog(
            model.log.filter { $0.0.hasPrefix("progress") },
            [("progress 0.25", 0), ("progress -1.0", 3.5), ("progress 0.75", 3.5)])
    }

    @Test func subjectsOutsideAHost() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var cancellables: [AnyCancellable] = []
        subject.map { $0 * 10 }.filter { $0 != 20 }.sink { seen.append($0) }
            .store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(seen == [10, 30])
        cancellables.removeAll()  // freed: cancelled
        subject.send(4)
        #expect(seen == [10, 30])

        let current = CurrentValueSubject<String, Never>("a")
        var values: [String] = []
        var completions = 0
        let cancellable = current.removeDuplicates().sink(
            receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
        current.value = "a"
        current.send("b")
        current.send(completion: .finished)
        current.send("c")
        #expect(values == ["a", "b"])
        #expect(completions == 1)
        cancellable.cancel()

        // Time-based stages deliver nothing without a scene clock.
        var debounced: [Int] = []
        let pipe = subject.debounce(for: 0.1, scheduler: RunLoop.main).sink { debounced.append($0) }
        subject.send(5)
        #expect(debounced.isEmpty)
        pipe.cancel()

        // Just, erased.
        var just: [Int] = []
        _ = Just(7).eraseToAnyPublisher().sink { just.append($0) }
        #expect(just == [7])
    }

    @Test func strides() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(300).timeInterval == 0.3)
        #expect(Stride.seconds(2).timeInterval == 2)
        #expect((0.5 as Stride).timeInterval == 0.5)
        #expect(DispatchQueue.SchedulerTimeType.Stride.microseconds(5).timeInterval == 5e-6)
        #expect(Stride.nanoseconds(1_000).timeInterval == 1e-6)
    }
}

/// Keeps the model a view made.
@MainActor
private final class ModelBox {
    var model: SearchModel?

    func keep(_ model: SearchModel) -> SearchModel {
        self.model = model
        return model
    }
}
