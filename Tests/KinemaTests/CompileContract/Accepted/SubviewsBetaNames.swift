// A card stack written against iOS 18's first betas, as WWDC24's containers session wrote
// it: `ForEach(subviewOf:)` and `Group(subviewsOf:)` compile (deprecated, renamed to the
// `subviews:` initializers).
import SwiftUI

struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            Group(subviewsOf: content) { subviews in
                if let first = subviews.first { first.font(.title) }
                ForEach(subviews.dropFirst()) { $0 }
            }
        }
    }
}

struct BadgeRow<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack {
            ForEach(subviewOf: content) { subview in
                subview.padding(6).background(Capsule().fill(.yellow))
            }
        }
    }
}
