import Combine
import Kinema
import SwiftUI

/// A search screen's model as apps write one with Combine: typed queries lowercased,
/// deduplicated and debounced, a throttled stream of slider values, a progress subject
/// assigned to a property, a timer counting seconds; each delivery logged with its scene
/// time.
final class SearchModel: ObservableObject {
    @Published var results: [String] = []
    @Published var elapsed = 0
    var fraction = 0.0
    let query = PassthroughSubject<String, Never>()
    let slider = PassthroughSubject<Double, Never>()
    let progress = CurrentValueSubject<Double, Never>(0.25)
    private(set) var log: [(String, Double)] = []
    private var cancellables = Set<AnyCancellable>()
    private let fruits = ["apple", "apricot", "banana", "blueberry", "cherry"]

    init(latestSlider: Bool = true) {
        query
            .map { $0.lowercased() }
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] text in self?.search(text) }
            .store(in: &cancellables)
        slider
            .throttle(for: .seconds(0.5), scheduler: DispatchQueue.main, latest: latestSlider)
            .sink { [weak self] value in self?.note("slider \(value)") }
            .store(in: &cancellables)
        progress
            .filter { $0 >= 0 }
            .receive(on: DispatchQueue.main)
            .assign(to: \.fraction, on: self)
            .store(in: &cancellables)
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.elapsed += 1 }
            .store(in: &cancellables)
    }

    func note(_ event: String) {
        log.append((event, SceneClock.current?.date.timeIntervalSinceReferenceDate ?? .nan))
    }

    private func search(_ text: String) {
        note("search \(text)")
        results = fruits.filter { $0.hasPrefix(text) }
    }
}

/// Types queries and moves a slider at set times, and shows the results.
struct SearchScreen: View {
    @StateObject var model: SearchModel
    let queries: [(Double, String)]
    let sliderValues: [(Double, Double)]
    @State private var received: [Double] = []

    init(
        model: @autoclosure @escaping () -> SearchModel, queries: [(Double, String)] = [],
        sliderValues: [(Double, Double)] = []
    ) {
        _model = StateObject(wrappedValue: model())
        self.queries = queries
        self.sliderValues = sliderValues
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(model.results.count) results, \(model.elapsed) s")
            ForEach(model.results, id: \.self) { Text($0) }
        }
        .onReceive(model.progress) { value in
            received.append(value)
            model.note("progress \(value)")
        }
        .task {
            var events: [(Double, () -> Void)] = queries.map { entry in
                (entry.0, { model.query.send(entry.1) })
            }
            events += sliderValues.map { entry in (entry.0, { model.slider.send(entry.1) }) }
            events.sort { $0.0 < $1.0 }
            var now = 0.0
            for (time, send) in events {
                try? await Task.sleep(for: .seconds(time - now))
                now = time
                send()
            }
        }
    }
}
