// A SwiftUI view file, unchanged: it builds with Apple's SwiftUI and, on Linux, with Kinema.
import SwiftUI

/// A count in a red capsule.
public struct Badge: View {
    var count: Int

    /// A badge showing `count`.
    public init(count: Int) {
        self.count = count
    }

    /// The count on a capsule.
    public var body: some View {
        Text("\(count)")
            .font(.system(size: 14))
            .padding(6)
            .background(Capsule().fill(Color.red))
    }
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    Badge(count: 3)
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 42).previewLayout(.sizeThatFits)
    }
}
