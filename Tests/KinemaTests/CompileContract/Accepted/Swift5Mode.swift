// swift-version: 5
// A Swift 5 file as older apps write it: a view with `@State` handed to a nonisolated API
// as a plain closure (`{ Ring(percent: $0) }`).
import SwiftUI

struct Ring: View {
    var percent: Double
    @State private var appeared = false

    var body: some View {
        Circle().trim(from: 0, to: appeared ? percent : 0).stroke(.blue, lineWidth: 4)
    }
}

func makeAll(_ make: (Double) -> Ring) -> [Ring] { [0.2, 0.4].map(make) }

let all = makeAll { Ring(percent: $0) }
