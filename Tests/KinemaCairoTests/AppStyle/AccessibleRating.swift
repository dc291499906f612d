import SwiftUI

/// A star rating as accessible apps write it: one element with a label, a value, a hint,
/// adjustable by swipes, the stars hidden individually.
struct AccessibleRating: View {
    @State private var rating = 3
    var annotated = true

    var body: some View {
        let stars = HStack(spacing: 4) {
            ForEach(1...5, id: \.self) { index in
                Circle()
                    .fill(index <= rating ? Color.yellow : Color.gray.opacity(0.3))
                    .frame(width: 20, height: 20)
                    .accessibilityHidden(true)
            }
        }
        if annotated {
            VStack {
                stars
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Rating")
                    .accessibilityValue("\(rating) of 5 stars")
                    .accessibilityHint("Swipe up or down to change")
                    .accessibilityAddTraits([.isButton, .updatesFrequently])
                    .accessibilityRemoveTraits(.isImage)
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: rating = min(rating + 1, 5)
                        case .decrement: rating = max(rating - 1, 1)
                        }
                    }
                    .accessibilityAction(named: "Reset") { rating = 0 }
                    .accessibilityIdentifier("rating")
                Text("Reviews")
                    .accessibilityHeading(.h2)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilitySortPriority(2)
                    .accessibilityInputLabels(["Reviews", "Comments"])
                    .accessibilityIgnoresInvertColors()
                    .accessibilityIdentifier("reviews")
            }
        } else {
            VStack {
                stars
                Text("Reviews")
            }
        }
    }
}
