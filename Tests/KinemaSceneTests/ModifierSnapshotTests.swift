import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// A red 10 x 10 square, centred at (45, 45) in the 100 x 100 canvas.
struct Square: View {
    var body: some View { Rectangle().fill(red).frame(width: 10, height: 10) }
}

let square = "fill M0,0 L10,0 L10,10 L0,10 Z rgba(1 0 0 1)"

/// Display-list dumps of each modifier, with coordinates worked out by hand.
@MainActor
@Suite struct ModifierSnapshotTests {
    @Test func padding() {
        // 10 + 2 * 10 = 30 wide: the padded box sits at 35, the square 10 inside it.
        #expect(dump { Square().padding(10) } == "\(square) at 45,45")
        #expect(
            dump { Square().padding(.leading, 20) }
                == "\(square) at 55,45")  // box 30 wide at 35; square at 35 + 20
    }

    @Test func offsetMovesOnlyTheDrawing() {
        #expect(dump { Square().offset(x: 5, y: -5) } == "\(square) at 50,40")
    }

    @Test func scaleEffectAboutTheCentre() {
        // (0, 0) -> (45, 45) -> about (50, 50) scaled by 2 -> (40, 40).
        #expect(dump { Square().scaleEffect(2) } == "\(square) matrix [2 0 0 2 40 40]")
        // About the top leading corner (45, 45): the origin stays.
        #expect(
            dump { Square().scaleEffect(x: 2, y: 3, anchor: .topLeading) }
                == "\(square) matrix [2 0 0 3 45 45]")
    }

    @Test func rotationEffectAboutTheCentre() {
        // (0, 0) -> (-5, -5) from the centre, rotated a quarter turn -> (5, -5) -> (55, 45).
        #expect(
            dump { Square().rotationEffect(.degrees(90)) }
                == "\(square) matrix [0 1 -1 0 55 45]")
    }

    @Test func opacityBlurShadowAndClipAreGroups() {
        #expect(dump { Square().opacity(0.25) } == "group opacity 0.25\n  \(square) at 45,45\nend")
        #expect(dump { Square().blur(radius: 3) } == "group blur 3\n  \(square) at 45,45\nend")
        #expect(
            dump { Square().shadow(color: blue, radius: 2, x: 1, y: 3) }
                == "group shadow rgba(0 0 1 1) radius 2 offset 1,3\n  \(square) at 45,45\nend")
        #expect(
            dump { Square().clipShape(Rectangle()) }
                == "group clip M0,0 L10,0 L10,10 L0,10 Z at 45,45\n  \(square) at 45,45\nend")
    }

    @Test func fullOpacityAndZeroBlurOpenNoGroup() {
        #expect(dump { Square().opacity(1).blur(radius: 0) } == "\(square) at 45,45")
    }

    @Test func nestedEffectsComposeInsideOut() {
        // The offset is inside the scale: (45, 45) + (10, 0) = (55, 45), scaled by 2 about
        // the centre (50, 50) -> (60, 40).
        #expect(
            dump { Square().offset(x: 10).scaleEffect(2) } == "\(square) matrix [2 0 0 2 60 40]")
    }

    @Test func backgroundDrawsBehindOverlayInFront() {
        #expect(
            dump { Square().background(blue) }
                == "fill M0,0 L10,0 L10,10 L0,10 Z rgba(0 0 1 1) at 45,45\n\(square) at 45,45")
        #expect(
            dump {
                Square().overlay(alignment: .topLeading) {
                    Rectangle().fill(blue).frame(width: 4, height: 4)
                }
            } == "\(square) at 45,45\nfill M0,0 L4,0 L4,4 L0,4 Z rgba(0 0 1 1) at 45,45")
        #expect(
            dump { Square().background(blue, in: Circle()) }.hasPrefix(
                "fill M10,5 C10,7.761 7.761,10 5,10"))
    }

    @Test func flexibleFrameTakesTheProposalUpToItsMaximum() {
        #expect(dump { Square().frame(maxWidth: .infinity) } == "\(square) at 45,45")
        #expect(
            dump { Square().frame(maxWidth: .infinity, alignment: .leading) }
                == "\(square) at 0,45")
        #expect(
            dump { Square().frame(minWidth: 40, maxWidth: 60, alignment: .trailing) }
                == "\(square) at 70,45")  // frame 60 wide at 20; square at 20 + 50
    }

    @Test func fixedSizeKeepsTheIdealWidth() {
        // "Hello" at 10 pt is 30 wide; the 10-wide frame does not wrap it.
        #expect(
            dump { Text("Hello").font(.system(size: 10)).fixedSize().frame(width: 10) }
                == "text \"Hello\" system 10 w400 rgba(0 0 0 1) size 30x12 at 35,44")
    }

    @Test func aspectRatioFitsTheProposal() {
        #expect(
            dump { Rectangle().fill(red).aspectRatio(2, contentMode: .fit) }
                == "fill M0,0 L100,0 L100,50 L0,50 Z rgba(1 0 0 1) at 0,25")
        #expect(
            dump {
                Rectangle().fill(red).aspectRatio(0.5, contentMode: .fill).frame(
                    width: 20, height: 20)
            }
                == "fill M0,0 L20,0 L20,40 L0,40 Z rgba(1 0 0 1) at 40,30")
    }

    @Test func positionPutsTheCentreAtAPoint() {
        #expect(dump { Square().position(x: 20, y: 30) } == "\(square) at 15,25")
    }

    @Test func alignmentGuideShiftsAView() {
        // Leading guides 0 and 10 meet at a line L: A covers L...L+10, B L-10...L; the
        // union, 20 wide, is centred (40...60), so L = 50.
        let list = render {
            VStack(alignment: .leading, spacing: 0) {
                Square()
                Square().alignmentGuide(.leading) { _ in 10 }
            }
        }
        expectRect(list.box(0), CGRect(x: 50, y: 40, width: 10, height: 10))
        expectRect(list.box(1), CGRect(x: 40, y: 50, width: 10, height: 10))
    }

    @Test func foregroundStyleColoursTextAndShapes() {
        #expect(
            dump {
                HStack(spacing: 0) {
                    Text("A").font(.system(size: 10))
                    Rectangle().frame(width: 4, height: 4)
                }
                .foregroundStyle(red)
            }
                == "text \"A\" system 10 w400 rgba(1 0 0 1) size 6x12 at 45,44\n"
                + "fill M0,0 L4,0 L4,4 L0,4 Z rgba(1 0 0 1) at 51,48")
    }

    @Test func visualEffectReadsTheGeometry() {
        #expect(
            dump {
                Square().visualEffect { content, geometry in
                    content.blur(radius: geometry.size.width / 5)
                }
            }
                == "group blur 2\n  \(square) at 45,45\nend")
        #expect(
            dump {
                Square().visualEffect { content, geometry in
                    content.offset(x: geometry.frame(in: .global).minX)
                }
            } == "\(square) at 90,45")
    }

    @Test func identityAndLayoutPriorityDrawNothingThemselves() {
        #expect(dump { Square().id(7).layoutPriority(1) } == "\(square) at 45,45")
    }

    @Test func customViewModifier() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(5).background(blue)
            }
        }
        #expect(
            dump { Square().modifier(Card()) }
                == "fill M0,0 L20,0 L20,20 L0,20 Z rgba(0 0 1 1) at 40,40\n\(square) at 45,45")
    }

    @Test func groupAppliesModifiersToEachView() {
        let list = render {
            HStack(spacing: 0) {
                Group {
                    Square()
                    Square()
                }
                .opacity(0.5)
            }
        }
        #expect(list.groups == [.opacity(0.5), .opacity(0.5)])
        expectRect(list.box(1), CGRect(x: 50, y: 45, width: 10, height: 10))
    }
}

/// A layout that offsets each subview horizontally by its `Shift` layout value.
struct ShiftByValue: Layout {
    struct Shift: LayoutValueKey {
        static let defaultValue: CGFloat = 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + subview[Shift.self], y: bounds.minY))
        }
    }
}

@MainActor
@Suite struct LayoutAttributeTests {
    @Test func layoutValueReachesTheContainer() {
        let list = render {
            ShiftByValue {
                Square().layoutValue(key: ShiftByValue.Shift.self, value: 30)
                Square()
            }
        }
        expectClose(list.box(0).minX, 30, absolute: 0)
        expectClose(list.box(1).minX, 0, absolute: 0)
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() {
        // Two flexible colours in 100: equal shares without priority; with priority
        // on the second, it takes all but the first's minimum (0).
        let even = render {
            HStack(spacing: 0) {
                red
                blue
            }
        }
        expectClose(even.box(1).width, 50, absolute: 1e-9)
        let list = render {
            HStack(spacing: 0) {
                red
                blue.layoutPriority(1)
            }
        }
        expectClose(list.box(1).width, 100, absolute: 1e-9)
        expectClose(list.box(0).width, 0, absolute: 1e-9)
    }
}
