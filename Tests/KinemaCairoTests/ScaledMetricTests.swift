import KinemaScene
import KinemaTestSupport
import SwiftUI
import Testing

/// `@ScaledMetric` against the Human Interface Guidelines' Dynamic Type point sizes: the
/// value times the text style's size at the environment's Dynamic Type size over its size
/// at `.large`, worked out by hand from the table.
@MainActor
@Suite("ScaledMetric")
struct ScaledMetricTests {
    /// The badge's fitting size with `modify` applied around it.
    private func badge(_ modify: (ScaledBadge) -> some View) -> CGSize {
        ViewHost.fittingSize { modify(ScaledBadge()) }
    }

    /// Expects `size` to be the badge's with padding, icon and dot of these sizes:
    /// (3 × padding + icon + dot) by (2 × padding + icon).
    private func expectBadge(
        _ size: CGSize, padding: Double, icon: Double, dot: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectClose(
            size.width, 3 * padding + icon + dot, absolute: 1e-9, "width",
            sourceLocation: sourceLocation)
        expectClose(
            size.height, 2 * padding + icon, absolute: 1e-9, "height",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        // (size, body, large title, caption 2): point sizes from the guidelines' table.
        (DynamicTypeSize.large, 17.0, 34.0, 11.0), (.xSmall, 14, 31, 11), (.medium, 16, 33, 11),
        (.xxxLarge, 23, 40, 17), (.accessibility1, 28, 44, 20), (.accessibility5, 53, 60, 40),
    ])
    func scalesByTheTextStylesGrowth(
        size: DynamicTypeSize, body: Double, title: Double, caption: Double
    ) {
        // Padding 8 follows body (17 at .large), icon 34 large titles (34), dot 10 captions 2 (11).
        expectBadge(
            badge { $0.dynamicTypeSize(size) },
            padding: 8 * body / 17, icon: 34 * title / 34, dot: 10 * caption / 11)
    }

    @Test func theDefaultIsLargeWhereTheValuesAreUnscaled() {
        expectBadge(badge { $0 }, padding: 8, icon: 34, dot: 10)
        #expect(badge { $0 } == badge { $0.dynamicTypeSize(.large) })
    }

    @Test func theEnvironmentKeyScalesAsTheModifierDoes() {
        #expect(
            badge { $0.environment(\.dynamicTypeSize, .xLarge) }
                == badge { $0.dynamicTypeSize(.xLarge) })
        // body 19, large title 36, caption 2 13.
        expectBadge(
            badge { $0.dynamicTypeSize(.xLarge) }, padding: 8 * 19 / 17.0, icon: 36,
            dot: 10 * 13 / 11.0)
    }

    @Test func aRangeClampsTheSizeFromAbove() {
        // .accessibility3 outside, clamped to .xxLarge inside: body 21, title 38, caption 2 15.
        expectBadge(
            badge {
                $0.dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility3)
            },
            padding: 8 * 21 / 17.0, icon: 38, dot: 10 * 15 / 11.0)
    }

    @Test func aRangeClampsTheSizeFromBelow() {
        // .xSmall outside, raised to .large: the unscaled values.
        expectBadge(
            badge { $0.dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall) },
            padding: 8, icon: 34, dot: 10)
        // A size inside the range is kept.
        #expect(
            badge {
                $0.dynamicTypeSize(DynamicTypeSize.small..<DynamicTypeSize.xxLarge).dynamicTypeSize(
                    .medium)
            }
                == badge { $0.dynamicTypeSize(.medium) })
    }

    @Test func anEmptyRangeLeavesTheSize() {
        #expect(
            badge {
                $0.dynamicTypeSize(DynamicTypeSize.large..<DynamicTypeSize.large).dynamicTypeSize(
                    .xxxLarge)
            }
                == badge { $0.dynamicTypeSize(.xxxLarge) })
    }

    @Test func aMetricOutsideABodyReadsTheDefaultSize() {
        @ScaledMetric(relativeTo: .title) var icon: Float = 24
        @ScaledMetric var zero = 0.0
        @ScaledMetric var negative: CGFloat = -12
        #expect(icon == 24)
        #expect(zero == 0)
        #expect(negative == -12)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func everyStyleIsUnscaledAtLargeAndNeverShrinksAsTheSizeGrows(style: Font.TextStyle) {
        func width(at size: DynamicTypeSize) -> Double {
            ViewHost.fittingSize { StyleMetric(style: style).dynamicTypeSize(size) }.width
        }
        let widths = DynamicTypeSize.allCases.map(width(at:))
        #expect(widths[3] == 100, "\(style) at .large")
        #expect(widths == widths.sorted(), "\(style): \(widths)")
        // The largest size is between 1.7 (large title: 60 / 34) and 3.7 (caption 2:
        // 40 / 11) times the default in the table.
        #expect(widths[11] >= 100 * 60 / 34 && widths[11] <= 100 * 40 / 11, "\(style)")
        #expect(widths.allSatisfy { $0.isFinite })
    }
}

/// A view 100 points wide at `.large`, scaled like text of `style`.
private struct StyleMetric: View {
    @ScaledMetric private var width: CGFloat

    init(style: Font.TextStyle) {
        _width = ScaledMetric(wrappedValue: 100, relativeTo: style)
    }

    var body: some View { Color.clear.frame(width: width, height: 1) }
}
