import Foundation
import KinemaLayout
import KinemaTestSupport
import Testing

private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

private func fixed(_ w: CGFloat, _ h: CGFloat) -> LayoutSubview {
    .fixed(CGSize(width: w, height: h))
}

@Suite("Grid layout")
struct GridTests {
    /// Row 0: 10x5, 30x5; row 1: 20x9, 10x5. Columns 20 and 30 wide, rows 5 and 9 tall.
    let cells = [fixed(10, 5), fixed(30, 5), fixed(20, 9), fixed(10, 5)]

    @Test("Columns as wide as the widest cell, rows as tall as the tallest, centred cells")
    func columnCount() {
        let grid = GridLayout(columnCount: 2, horizontalSpacing: 4, verticalSpacing: 2)
        let p = grid.placements(of: cells, in: .unspecified)
        #expect(p.size == CGSize(width: 54, height: 16))
        #expect(
            p.frames == [
                rect(5, 0, 10, 5), rect(24, 0, 30, 5), rect(0, 7, 20, 9), rect(34, 9, 10, 5),
            ])
    }

    @Test(
        "Alignment moves cells inside their column and row",
        arguments: [
            (Alignment.topLeading, rect(24, 7, 10, 5), rect(0, 0, 10, 5)),
            (Alignment.bottomTrailing, rect(44, 11, 10, 5), rect(10, 0, 10, 5)),
            (Alignment.trailing, rect(44, 9, 10, 5), rect(10, 0, 10, 5)),
        ])
    func alignment(alignment: Alignment, last: CGRect, first: CGRect) {
        let grid = GridLayout(
            columnCount: 2, alignment: alignment, horizontalSpacing: 4, verticalSpacing: 2)
        let p = grid.placements(of: cells, in: .unspecified)
        #expect(p.frames[3] == last)
        #expect(p.frames[0] == first)
    }

    @Test("Rows from the RowIndex layout value: distinct values ascending, order kept")
    func rowIndices() {
        typealias Row = GridLayout.RowIndex
        let views = [
            fixed(10, 5).layoutValue(key: Row.self, value: 7),
            fixed(30, 5).layoutValue(key: Row.self, value: 2),
            fixed(20, 9).layoutValue(key: Row.self, value: 7),
            fixed(10, 5).layoutValue(key: Row.self, value: 2),
            fixed(6, 6).layoutValue(key: Row.self, value: 9),
        ]
        // Rows: [1, 3] (index 2), [0, 2] (index 7), [4] (index 9).
        // Columns: max(30, 10, 6) = 30 and max(10, 20) = 20; rows 5, 9, 6.
        let p = GridLayout(alignment: .topLeading, horizontalSpacing: 1, verticalSpacing: 1)
            .placements(of: views, in: .unspecified)
        #expect(p.size == CGSize(width: 51, height: 22))
        #expect(
            p.frames == [
                rect(0, 6, 10, 5), rect(0, 0, 30, 5), rect(31, 6, 20, 9), rect(31, 0, 10, 5),
                rect(0, 16, 6, 6),
            ])
        // No RowIndex at all: one row.
        let one = GridLayout(horizontalSpacing: 0).placements(of: cells, in: .unspecified)
        #expect(one.size == CGSize(width: 70, height: 9))
    }

    @Test("A proposed size is shared among columns and rows, least flexible first")
    func flexibleTracks() {
        let views: [LayoutSubview] = [
            fixed(30, 10), .flexible(), fixed(20, 10), .flexible(maxHeight: 15),
        ]
        let grid = GridLayout(columnCount: 2, horizontalSpacing: 10, verticalSpacing: 0)
        let p = grid.placements(of: views, in: ProposedViewSize(width: 100, height: 60))
        // Columns: 90 to share; the fixed column is offered 45 and takes 30, the flexible
        // one is offered 60. Rows: the row with maxHeight 15 is less flexible: offered 30,
        // takes 15; the other is offered 45.
        #expect(p.size == CGSize(width: 100, height: 60))
        #expect(
            p.frames == [
                rect(0, 17.5, 30, 10), rect(40, 0, 60, 45), rect(5, 47.5, 20, 10),
                rect(40, 45, 60, 15),
            ])
        // Unspecified: every column and row takes its cells' ideal sizes (flexible: 10).
        let ideal = grid.placements(of: views, in: .unspecified)
        #expect(ideal.size == CGSize(width: 30 + 10 + 10, height: 20))
    }

    @Test("Default spacing: the cells' preferred distances, 8 between ordinary views")
    func defaultSpacing() {
        let p = GridLayout(columnCount: 2).placements(of: cells, in: .unspecified)
        #expect(p.size == CGSize(width: 58, height: 22))
        let wide = fixed(10, 5).spacing(ViewSpacing(leading: 20, bottom: 1))
        // Column gap: the larger of the rows' distances (20 in row 0, 8 in row 1).
        // Row gap: the larger of the columns' distances (8 in column 0, 1 in column 1: 8).
        let q = GridLayout(columnCount: 2).placements(
            of: [fixed(10, 5), wide, fixed(10, 5), fixed(10, 5)], in: .unspecified)
        #expect(q.size == CGSize(width: 40, height: 18))
    }

    @Test("RowAlignment overrides the grid's vertical alignment for one cell")
    func rowAlignment() {
        typealias Align = GridLayout.RowAlignment
        let views = [
            fixed(10, 5).layoutValue(key: Align.self, value: .top), fixed(30, 9),
            fixed(10, 5).layoutValue(key: Align.self, value: .bottom), fixed(10, 5),
        ]
        // One row 9 tall: top at 0, bottom at 9 - 5, the plain cell centred at 2.
        let p = GridLayout(horizontalSpacing: 0).placements(of: views, in: .unspecified)
        #expect(
            p.frames == [
                rect(0, 0, 10, 5), rect(10, 0, 30, 9), rect(40, 4, 10, 5), rect(50, 2, 10, 5),
            ])
    }

    @Test("A spanning cell is offered the grid's width and placed across all columns")
    func spansAllColumns() {
        typealias Row = GridLayout.RowIndex
        typealias Span = GridLayout.SpansAllColumns
        func rows(_ loose: LayoutSubview) -> [LayoutSubview] {
            [
                fixed(10, 5).layoutValue(key: Row.self, value: 0),
                fixed(30, 5).layoutValue(key: Row.self, value: 0),
                loose.layoutValue(key: Row.self, value: 1).layoutValue(key: Span.self, value: true),
                fixed(20, 9).layoutValue(key: Row.self, value: 2),
                fixed(10, 5).layoutValue(key: Row.self, value: 2),
            ]
        }
        let grid = GridLayout(horizontalSpacing: 4, verticalSpacing: 0)
        // Columns 20 and 30 and a gap of 4: 54 wide. A small cell is centred in them.
        let small = grid.placements(of: rows(fixed(4, 2)), in: .unspecified)
        #expect(small.size == CGSize(width: 54, height: 16))
        #expect(small.frames[2] == rect(25, 5, 4, 2))
        #expect(small.frames[4] == rect(34, 9, 10, 5))
        // A flexible cell (ideal 10 x 10) is proposed the full 54.
        let flexible = grid.placements(of: rows(.flexible()), in: .unspecified)
        #expect(flexible.frames[2] == rect(0, 5, 54, 10))
        // Offered 100, it takes 100: the excess 46 is shared, columns 43 and 53.
        let wide = grid.placements(
            of: rows(.flexible()), in: ProposedViewSize(width: 100, height: nil))
        #expect(wide.size.width == 100)
        #expect(wide.frames[2] == rect(0, 5, 100, 10))
        #expect(wide.frames[0] == rect(16.5, 0, 10, 5))
        #expect(wide.frames[4] == rect(47 + 21.5, 17, 10, 5))
        // A fixed cell wider than the columns widens them: 80 - 54 = 26, 13 each.
        let fixedWide = grid.placements(of: rows(fixed(80, 2)), in: .unspecified)
        #expect(fixedWide.size == CGSize(width: 80, height: 16))
        #expect(fixedWide.frames[1] == rect(33 + 4 + 6.5, 0, 30, 5))
        // Only spanning rows: one column as wide as the widest.
        let only = GridLayout(verticalSpacing: 0).placements(
            of: [fixed(5, 5), fixed(7, 7)].enumerated().map {
                $1.layoutValue(key: Row.self, value: $0).layoutValue(key: Span.self, value: true)
            }, in: .unspecified)
        #expect(only.frames == [rect(1, 0, 5, 5), rect(0, 5, 7, 7)])
        // Sharing its row, or with a column count, the value has no effect.
        let shared = GridLayout(horizontalSpacing: 0).placements(
            of: [fixed(5, 5).layoutValue(key: Span.self, value: true), fixed(7, 7)],
            in: .unspecified)
        #expect(shared.frames == [rect(0, 1, 5, 5), rect(5, 0, 7, 7)])
        let counted = GridLayout(columnCount: 2, horizontalSpacing: 0).placements(
            of: [fixed(5, 5).layoutValue(key: Span.self, value: true), fixed(7, 7)],
            in: .unspecified)
        #expect(counted.frames == shared.frames)
        for proposal in badProposals {
            expectNoNaN(grid.placements(of: rows(.flexible()), in: proposal), "\(proposal)")
        }
    }

    @Test("Empty, short rows and bad input")
    func badInput() {
        #expect(GridLayout().placements(of: [], in: .unspecified).size == .zero)
        // A short last row leaves its missing cells empty.
        let short = GridLayout(columnCount: 3, horizontalSpacing: 0, verticalSpacing: 0)
            .placements(of: [fixed(1, 1), fixed(2, 2), fixed(3, 3), fixed(4, 4)], in: .unspecified)
        #expect(short.size == CGSize(width: 4 + 2 + 3, height: 7))
        let zeroColumns = GridLayout(columnCount: 0, horizontalSpacing: .nan, verticalSpacing: -4)
            .placements(of: [fixed(1, 1), fixed(2, 2)], in: .unspecified)
        #expect(zeroColumns.size == CGSize(width: 2, height: 3))
        let views: [LayoutSubview] = [
            .flexible(), fixed(.nan, .infinity),
            .sizing { _ in CGSize(width: CGFloat.nan, height: -1) },
            .flexible(minWidth: 5),
        ]
        for proposal in badProposals {
            let p = GridLayout(columnCount: 2).placements(of: views, in: proposal)
            expectNoNaN(p, "\(proposal)")
        }
    }
}
