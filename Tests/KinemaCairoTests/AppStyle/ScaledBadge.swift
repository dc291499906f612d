import SwiftUI

/// A badge whose icon and padding follow Dynamic Type, as apps size custom elements.
struct ScaledBadge: View {
    @ScaledMetric private var padding: CGFloat = 8
    @ScaledMetric(relativeTo: .largeTitle) private var iconSize: CGFloat = 34
    @ScaledMetric(relativeTo: .caption2) private var dot = 10.0

    var body: some View {
        HStack(spacing: padding) {
            Circle().fill(Color.blue).frame(width: iconSize, height: iconSize)
            Circle().fill(Color.red).frame(width: dot, height: dot)
        }
        .padding(padding)
    }
}
