// A view file written for SwiftUI, with previews of both kinds: the fixture of the discovery
// tests (PreviewDiscoveryTests reads this file to find the lines of its `#Preview`s).
import SwiftUI

struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .padding(6)
            .background(Capsule().fill(Color.red))
    }
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    Badge(count: 3)
}

#Preview(traits: .fixedLayout(width: 120, height: 80), .landscapeLeft) {
    @Previewable @State var count = 7
    Badge(count: count)
}

#Preview {
    Badge(count: 42)
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 1)
                .previewDisplayName("One")
            Badge(count: 2)
                .previewLayout(.fixed(width: 100, height: 50))
                .previewDisplayName("Two")
        }
        .previewLayout(.sizeThatFits)
        ForEach([10, 20], id: \.self) { count in
            Badge(count: count)
                .previewDevice("iPhone SE (3rd generation)")
        }
    }
}
