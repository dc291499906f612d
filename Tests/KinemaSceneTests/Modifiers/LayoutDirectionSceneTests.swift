import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `environment(\.layoutDirection, .rightToLeft)` mirrors stacks, alignment, padding
/// edges and frames as SwiftUI does (each view's x flipped within its parent), in a
/// 100-point canvas; the numbers are worked out by hand.
@MainActor
@Suite struct LayoutDirectionSceneTests {
    @Test func anHStackPutsItsFirstViewOnTheRight() {
        // The row is 30 wide at 35...65. Left to right: red at 35, blue at 45. Right to
        // left each x is 35 + 65 − x − w: red at 55, blue at 35.
        let list = render {
            HStack(spacing: 0) {
                red.frame(width: 10, height: 10)
                blue.frame(width: 20, height: 10)
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
        expectClose(list.box(0).minX, 55, absolute: 1e-9)
        expectClose(list.box(1).minX, 35, absolute: 1e-9)
        #expect(list.drawings[0].color == red)
    }

    @Test func leadingAlignmentAndLeadingPaddingAreOnTheRight() {
        let column = render {
            VStack(alignment: .leading, spacing: 0) {
                red.frame(width: 10, height: 10)
                blue.frame(width: 30, height: 10)
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
        // The column is 30 wide at 35...65: the narrow view ends at 65.
        expectRect(column.box(0), CGRect(x: 55, y: 40, width: 10, height: 10))
        expectRect(column.box(1), CGRect(x: 35, y: 50, width: 30, height: 10))
        let padded = render {
            red.frame(width: 10, height: 10)
                .padding(.leading, 20)
                .environment(\.layoutDirection, .rightToLeft)
        }
        // 30 wide at 35...65; the 20 points of leading padding are on the right.
        expectRect(padded.box(0), CGRect(x: 35, y: 45, width: 10, height: 10))
        let framed = render {
            red.frame(width: 10, height: 10)
                .frame(width: 60, alignment: .leading)
                .environment(\.layoutDirection, .rightToLeft)
        }
        // The frame spans 20...80; leading is its right edge.
        expectRect(framed.box(0), CGRect(x: 70, y: 45, width: 10, height: 10))
    }

    @Test func rightToLeftMirrorsEveryFrameAndKeepsTextReadable() {
        // With the whole content right to left, each box is its left-to-right box
        // mirrored about the canvas's middle: x' = 100 − maxX.
        let ltr = render { MixedContent() }
        let rtl = render { MixedContent().environment(\.layoutDirection, .rightToLeft) }
        #expect(ltr.drawings.count == rtl.drawings.count)
        for index in ltr.drawings.indices {
            let (l, r) = (ltr.box(index), rtl.box(index))
            expectClose(r.minX, 100 - l.maxX, absolute: 1e-9)
            expectClose(r.minY, l.minY, absolute: 1e-9)
            expectClose(r.width, l.width, absolute: 1e-9)
        }
        // Text is placed mirrored but drawn unmirrored (no horizontal flip).
        let text = rtl.texts.first
        #expect(text?.transform.a == 1)
    }

    @Test func multilineTextAlignsItsLinesToTheLeadingEdge() {
        // Right to left, the leading edge is the right one: lines align right (the display
        // list's alignments are left to right), and trailing lines align left.
        func alignment(_ alignment: TextAlignment) -> TextAlignment? {
            render {
                Text("one two three four")
                    .multilineTextAlignment(alignment)
                    .frame(width: 40)
                    .environment(\.layoutDirection, .rightToLeft)
            }.texts.first?.options.alignment
        }
        #expect(alignment(.leading) == .trailing)
        #expect(alignment(.center) == .center)
        #expect(alignment(.trailing) == .leading)
    }

    @Test func flippedViewsMirrorTheirDrawingRightToLeft() throws {
        // A 20 x 10 rectangle centred at (50, 50), mirrored about its centre: its drawing's
        // transform scales x by −1 (a = −1), and its box stays at (40, 45).
        func transform(_ direction: LayoutDirection, _ behavior: LayoutDirectionBehavior)
            -> CGAffineTransform?
        {
            render {
                red.frame(width: 20, height: 10)
                    .layoutDirectionBehavior(behavior)
                    .environment(\.layoutDirection, direction)
            }.drawings.first?.transform
        }
        let flipped = try #require(transform(.rightToLeft, .mirrors))
        #expect(flipped.a == -1 && flipped.d == 1)
        let box = render {
            red.frame(width: 20, height: 10)
                .flipsForRightToLeftLayoutDirection(true)
                .environment(\.layoutDirection, .rightToLeft)
        }.box(0)
        expectRect(box, CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(transform(.leftToRight, .mirrors)?.a == 1)
        #expect(transform(.rightToLeft, .fixed)?.a == 1)
        #expect(transform(.leftToRight, .mirrors(in: .leftToRight))?.a == -1)
    }

    @Test func theEnvironmentReachesOnlyTheViewsInside() {
        // The outer row stays left to right; only the inner row runs from the right.
        let list = render {
            HStack(spacing: 0) {
                red.frame(width: 10, height: 10)
                HStack(spacing: 0) {
                    blue.frame(width: 10, height: 10)
                    white.frame(width: 20, height: 10)
                }
                .environment(\.layoutDirection, .rightToLeft)
            }
        }
        // The whole row is 40 wide at 30...70: red at 30, the inner row at 40...70 with
        // blue at its right end (60) and white at 40.
        expectClose(list.box(0).minX, 30, absolute: 1e-9)
        expectClose(list.box(1).minX, 60, absolute: 1e-9)
        expectClose(list.box(2).minX, 40, absolute: 1e-9)
    }
}

/// Stacks, a spacer, text, padding and shapes: what the mirror check lays out.
private struct MixedContent: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 2) {
                red.frame(width: 8, height: 8)
                Text("Hi").font(.system(size: 10))
                Spacer()
            }
            blue.frame(width: 30, height: 6).padding(.leading, 12)
            HStack {
                Circle().frame(width: 5, height: 5)
                Rectangle().frame(width: 9)
            }
            .frame(height: 7)
        }
        .frame(width: 90)
    }
}
