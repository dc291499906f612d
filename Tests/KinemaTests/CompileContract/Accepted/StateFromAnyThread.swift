// State and bindings read and written off the main actor, as SwiftUI's documentation
// allows ("You can safely mutate state properties from any thread").
import SwiftUI

struct Downloader: View {
    @State private var progress = 0.0

    var body: some View {
        ProgressView(value: progress)
            .task {
                let binding = $progress
                await Task.detached {
                    binding.wrappedValue = 0.5
                    _ = binding.wrappedValue
                }.value
            }
    }
}

nonisolated func halfway(_ binding: Binding<Double>) {
    binding.wrappedValue = 0.5
}

func sendBinding(_ binding: Binding<Int>) async {
    await Task.detached { binding.wrappedValue += 1 }.value
}
