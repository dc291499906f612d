// Views written for SwiftUI that the KinemaTesting tests host (and their previews).
import SwiftUI

/// A bar that grows from 20 to 120 points wide over one second, linearly, when it appears,
/// left-aligned in 200 points.
struct GrowingBar: View {
    @State private var isWide = false

    var body: some View {
        Capsule()
            .fill(Color.orange)
            .frame(width: isWide ? 120 : 20, height: 10)
            .accessibilityIdentifier("bar")
            .frame(width: 200, alignment: .leading)
            .onAppear {
                withAnimation(.linear(duration: 1)) {
                    isWide = true
                }
            }
    }
}

/// Two rectangles side by side, found by identifier and by tag.
struct TwoBlocks: View {
    var body: some View {
        HStack(spacing: 10) {
            Rectangle().fill(Color.red).frame(width: 40, height: 20)
                .accessibilityIdentifier("left")
            Rectangle().fill(Color.blue).frame(width: 60, height: 30)
                .tag(2)
        }
    }
}

/// A counter whose button moves down by 20 points when tapped.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: count == 0 ? 0 : 20)
            Button("Add") { count += 1 }
                .accessibilityIdentifier("add")
        }
        .frame(width: 100, height: 100, alignment: .top)
    }
}

#Preview("Bar", traits: .fixedLayout(width: 220, height: 30)) {
    GrowingBar()
}

#Preview("Blocks", traits: .sizeThatFitsLayout) {
    TwoBlocks()
        .padding(8)
}

struct Blocks_Previews: PreviewProvider {
    static var previews: some View {
        TwoBlocks()
            .padding(4)
            .background(Color.yellow)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Blocks on yellow")
    }
}

/// A preview modifier whose shared context cannot be made.
struct Unavailable: PreviewModifier {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "the sample data is missing" }
    }

    static func makeSharedContext() async throws -> Int { throw Missing() }

    func body(content: Content, context: Int) -> some View { content }
}

#Preview("Throws", traits: .modifier(Unavailable())) {
    TwoBlocks()
}
