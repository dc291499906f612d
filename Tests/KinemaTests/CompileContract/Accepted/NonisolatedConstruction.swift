// Views with `@State` are made from nonisolated code, as SwiftUI allows: their
// initializers are not isolated to the main actor.
import SwiftUI

struct Ring: View {
    var percent: Double
    @State private var appeared = false

    var body: some View {
        Circle()
            .trim(from: 0, to: appeared ? percent : 0)
            .stroke(.blue, lineWidth: 4)
            .onAppear { appeared = true }
    }
}

func rings(_ values: [Double]) -> [Ring] {
    values.map { Ring(percent: $0) }
}

nonisolated func makeRing(_ percent: Double) -> Ring {
    Ring(percent: percent)
}

struct RingRow: View {
    var body: some View {
        HStack {
            ForEach([0.25, 0.5, 0.75], id: \.self) { Ring(percent: $0) }
        }
    }
}
