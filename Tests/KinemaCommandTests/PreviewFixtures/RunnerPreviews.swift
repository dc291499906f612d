// Previews of this test module that PreviewRunnerTests renders with the preview runner, in
// process: one that never moves, one animated for exactly half a second, one that repeats
// forever, one whose modifier fails, and a provider's.
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaLayout
import KinemaMacroDeclarations
import KinemaScene

/// A square that slides 50 points right, linearly over 0.5 s, when it appears.
struct SlidingSquare: View {
    @State private var moved = false

    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 20, height: 20)
            .offset(x: moved ? 50 : 0)
            .frame(width: 100, height: 30, alignment: .leading)
            .onAppear {
                withAnimation(.linear(duration: 0.5)) { moved = true }
            }
    }
}

/// A dot that pulses forever.
struct PulsingDot: View {
    @State private var big = false

    var body: some View {
        Circle().fill(Color.red).frame(width: 20, height: 20)
            .scaleEffect(big ? 1.5 : 1)
            .frame(width: 40, height: 40)
            .onAppear {
                withAnimation(.linear(duration: 0.3).repeatForever()) { big = true }
            }
    }
}

/// A modifier whose context cannot be made.
struct BrokenSampleData: PreviewModifier {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "no sample data" }
    }

    static func makeSharedContext() async throws -> Int { throw Missing() }

    func body(content: Content, context: Int) -> some View { content }
}

#Preview("Still", traits: .fixedLayout(width: 60, height: 40)) {
    Rectangle().fill(Color.green).frame(width: 30, height: 20)
}

#Preview("Sliding", traits: .sizeThatFitsLayout) {
    SlidingSquare()
}

#Preview("Pulsing", traits: .sizeThatFitsLayout) {
    PulsingDot()
}

#Preview("Broken", traits: .modifier(BrokenSampleData())) {
    Rectangle()
}

struct Swatches_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Color.red.frame(width: 10, height: 10).previewDisplayName("Red")
            Color.blue.frame(width: 10, height: 10).previewDisplayName("Blue")
        }
        .padding(5)
        .previewLayout(.sizeThatFits)
    }
}
