import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// Lazy grids, lazy stacks and dividers against layouts computed by hand with SwiftUI's
/// column rule (the examples objc.io and others measured on iOS).
@MainActor
@Suite("Lazy grids, lazy stacks and dividers")
struct LazyGridTests {
    let size = CGSize(width: 400, height: 400)

    /// The boxes of `count` cells of height `height` in a grid of `columns` proposed
    /// `width`.
    func cells(_ columns: [GridItem], width: CGFloat, count: Int, height: CGFloat = 20)
        -> [CGRect]
    {
        let list = render(size) {
            LazyVGrid(columns: columns) {
                ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: height) }
            }
            .frame(width: width)
        }
        return (0..<list.drawings.count).map { list.box($0) }
    }

    @Test func fixedThenAdaptive() {
        // 200 - 8 = 192; the fixed 70 leaves 122 for the adaptive column, which holds
        // floor(130 / 48) = 2 columns of (122 - 8) / 2 = 57.
        let boxes = cells(
            [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], width: 200, count: 3)
        let x0 = boxes[0].minX
        expectClose(boxes[0].width, 70, absolute: 1e-9)
        expectClose(boxes[1].width, 57, absolute: 1e-9)
        expectClose(boxes[1].minX - x0, 78, absolute: 1e-9)
        expectClose(boxes[2].minX - x0, 143, absolute: 1e-9)
        expectClose(x0, 100, absolute: 1e-9)  // 200 wide, centred in 400
    }

    @Test func flexibleColumnsWithMinimumsMeasureThenPlaceAgain() {
        // Proposed 300: 146 each; the second's minimum makes it 180: the grid is 334 wide.
        // Placed in 334: (334 - 8) / 2 = 163, and the second stays 180.
        let boxes = cells(
            [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], width: 300,
            count: 2)
        expectClose(boxes[0].width, 163, absolute: 1e-9)
        expectClose(boxes[1].width, 180, absolute: 1e-9)
        expectClose(boxes[1].minX - boxes[0].minX, 171, absolute: 1e-9)
    }

    @Test func adaptiveFitsAsManyColumnsAsItsMinimumAllows() {
        // floor(308 / 58) = 5 columns of (300 - 32) / 5 = 53.6.
        let boxes = cells([GridItem(.adaptive(minimum: 50, maximum: 100))], width: 300, count: 7)
        for box in boxes { expectClose(box.width, 53.6, absolute: 1e-9) }
        expectClose(boxes[5].minX, boxes[0].minX, absolute: 1e-9)  // the second row
        expectClose(boxes[5].minY - boxes[0].minY, 28, absolute: 1e-9)  // 20 + 8
    }

    @Test func twoAdaptiveColumnsShareThenSplit() {
        // 146 each: 2 columns of 69, then 3 of (146 - 16) / 3.
        let boxes = cells(
            [
                GridItem(.adaptive(minimum: 50, maximum: 100)),
                GridItem(.adaptive(minimum: 40, maximum: 100)),
            ], width: 300, count: 5)
        expectClose(boxes[0].width, 69, absolute: 1e-9)
        expectClose(boxes[1].width, 69, absolute: 1e-9)
        expectClose(boxes[2].width, 130.0 / 3, absolute: 1e-9)
        expectClose(boxes[4].maxX - boxes[0].minX, 300, absolute: 1e-9)
    }

    @Test func rowsAreAsTallAsTheirTallestViewAndCellsAlign() {
        let list = render(size) {
            LazyVGrid(
                columns: [
                    GridItem(.fixed(40), spacing: 10, alignment: .top), GridItem(.fixed(40)),
                ],
                spacing: 4
            ) {
                Color.red.frame(width: 20, height: 10)
                Color.red.frame(width: 20, height: 30)
                Color.red.frame(width: 20, height: 10)
            }
        }
        // Grid 90 x (30 + 4 + 10) = 44, centred: origin (155, 178). The first column's
        // cells are top-aligned, centred across.
        expectRect(list.box(0), CGRect(x: 165, y: 178, width: 20, height: 10))
        expectRect(list.box(1), CGRect(x: 215, y: 178, width: 20, height: 30))
        expectRect(list.box(2), CGRect(x: 165, y: 212, width: 20, height: 10))
    }

    @Test func lazyHGridTransposes() {
        let list = render(size) {
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 12) }
            }
        }
        // Two rows of 30 with a gap of 8; columns 12 + 5 + 12 = 29 wide; 29 x 68 centred.
        expectRect(list.box(0), CGRect(x: 185.5, y: 166, width: 12, height: 30))
        expectRect(list.box(1), CGRect(x: 185.5, y: 204, width: 12, height: 30))
        expectRect(list.box(2), CGRect(x: 202.5, y: 166, width: 12, height: 30))
    }

    @Test func degenerateItemsNeverTrap() {
        let boxes = cells(
            [
                GridItem(.adaptive(minimum: 0), spacing: 0), GridItem(.fixed(.nan)),
                GridItem(.flexible(minimum: 50, maximum: 10)),
                GridItem(.fixed(-5), spacing: .infinity),
            ], width: 100, count: 6)
        for box in boxes {
            #expect(box.minX.isFinite && box.width.isFinite && box.width >= 0)
        }
        #expect(cells([], width: 100, count: 3).allSatisfy { $0.width == 0 })
        let huge = cells([GridItem(.adaptive(minimum: 1e-9))], width: 1e9, count: 1)
        #expect(huge.count == 1)
    }

    @Test func lazyStacksAreStacks() {
        let lazy = dump {
            LazyVStack(alignment: .leading, spacing: 3) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 5)
            }
        }
        let eager = dump {
            VStack(alignment: .leading, spacing: 3) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 5)
            }
        }
        #expect(lazy == eager)
        let row = dump {
            LazyHStack(pinnedViews: [.sectionHeaders]) { Color.red.frame(width: 10, height: 10) }
        }
        #expect(row == dump { HStack { Color.red.frame(width: 10, height: 10) } })
    }

    @Test func dividerRunsAcrossItsStack() {
        let column = render(size) {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Divider()
            }
        }
        // The divider fills the offered width, so the column is 400 wide.
        expectRect(column.box(1), CGRect(x: 0, y: 200 - 5.5 + 10, width: 400, height: 1))
        let row = render(size) {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 50)
                Divider()
            }
        }
        expectRect(row.box(1), CGRect(x: 200 - 5.5 + 10, y: 0, width: 1, height: 400))
    }
}
