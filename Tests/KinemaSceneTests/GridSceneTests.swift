import Foundation
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `GridRow(alignment:)` and views placed directly in a `Grid`.
@MainActor
@Suite struct GridSceneTests {
    /// Two rows of a 20-wide and a 30-wide column 10 apart, with `loose` between them;
    /// the second row has cells 4 and 10 tall aligned by `alignment`.
    func grid<Loose: View & SendableMetatype>(
        _ alignment: VerticalAlignment?, @ViewBuilder loose: @escaping @Sendable () -> Loose
    ) -> DisplayList {
        render {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Rectangle().fill(red).frame(width: 20, height: 10)
                    Rectangle().fill(red).frame(width: 30, height: 10)
                }
                loose()
                GridRow(alignment: alignment) {
                    Rectangle().fill(red).frame(width: 20, height: 4)
                    Rectangle().fill(red).frame(width: 30, height: 10)
                }
            }
        }
    }

    @Test func rowAlignmentPlacesShorterCellsAtTheTop() {
        // Grid 60 x 22 centred in 100 x 100: origin (20, 39); rows at 39, 49, 51.
        let top = grid(.top) { Rectangle().fill(blue).frame(width: 10, height: 2) }
        expectRect(top.box(3), CGRect(x: 20, y: 51, width: 20, height: 4))
        let bottom = grid(.bottom) { Rectangle().fill(blue).frame(width: 10, height: 2) }
        expectRect(bottom.box(3), CGRect(x: 20, y: 57, width: 20, height: 4))
        // No alignment: the grid's (centre); the first row is unchanged.
        let centre = grid(nil) { Rectangle().fill(blue).frame(width: 10, height: 2) }
        expectRect(centre.box(3), CGRect(x: 20, y: 54, width: 20, height: 4))
        expectRect(top.box(0), CGRect(x: 20, y: 39, width: 20, height: 10))
    }

    @Test func looseViewIsCentredAcrossAllColumns() {
        // Offered the 60-wide grid, a 10-wide view is centred in it: x = 20 + 25.
        let list = grid(nil) { Rectangle().fill(blue).frame(width: 10, height: 2) }
        expectRect(list.box(2), CGRect(x: 45, y: 49, width: 10, height: 2))
        // The columns keep their widths: the second row's cells at 20 and 50.
        expectRect(list.box(4), CGRect(x: 50, y: 51, width: 30, height: 10))
    }

    @Test func flexibleLooseViewSpansTheGridWidth() {
        // A flexible divider takes the 100 offered and widens the grid to the canvas; it
        // is as wide as the grid: the first column's left edge to the last's right edge.
        let list = grid(nil) { Rectangle().fill(blue).frame(height: 2) }
        let divider = list.box(2)
        expectRect(divider, CGRect(x: 0, y: 49, width: 100, height: 2))
        // Columns 20 + 20 and 30 + 20 wide (the excess 40 shared equally): the cells are
        // centred in them.
        expectRect(list.box(0), CGRect(x: 10, y: 39, width: 20, height: 10))
        expectRect(list.box(1), CGRect(x: 60, y: 39, width: 30, height: 10))
    }
}
