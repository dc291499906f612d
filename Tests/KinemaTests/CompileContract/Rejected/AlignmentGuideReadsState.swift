// expect-diagnostic: main actor-isolated property 'isVisible' can not be referenced from a Sendable closure
// An alignment guide's closure is `@Sendable`: it must capture the state's value.
import SwiftUI

struct Guide: View {
    @State private var isVisible = false

    var body: some View {
        Text("Hello")
            .alignmentGuide(.bottom) { isVisible ? $0[.bottom] : $0[.top] }
    }
}
