// What `import SwiftUI` brings along on iOS comes with Kinema's SwiftUI module too:
// Foundation, Observation, Combine's names, the macros and UIKit's colours.
import SwiftUI

@Observable final class Model {
    var count = 0
}

final class Legacy: ObservableObject {
    @Published var name = "Kinema"
}

extension EnvironmentValues {
    @Entry var accent: Color = .blue
}

struct Counter: View {
    @State private var model = Model()
    @Environment(\.accent) private var accent
    private let started = Date(timeIntervalSinceReferenceDate: 0)
    private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(model.count)")
            .foregroundStyle(Color(uiColor: .systemBlue))
            .background(accent)
            .onReceive(ticks) { _ in model.count += 1 }
            .onReceive(Just(1)) { model.count += $0 }
            .onTapGesture { withAnimation(.spring) { model.count += 1 } }
    }
}

#Preview("Counter") {
    @Previewable @State var on = false
    Counter().opacity(on ? 1 : 0.5)
}
