import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Display-list dumps of each primitive in a 100 x 100 canvas. Expected coordinates are
/// worked out by hand: a view of size w x h is centred at ((100 - w) / 2, (100 - h) / 2);
/// arcs are quarter-turn cubics with control distance 4/3 tan(pi/8) r = 0.5523 r.
@MainActor
@Suite struct PrimitiveSnapshotTests {
    @Test func rectangle() {
        #expect(
            dump { Rectangle().fill(red).frame(width: 40, height: 20) }
                == "fill M0,0 L40,0 L40,20 L0,20 Z rgba(1 0 0 1) at 30,40")
    }

    @Test func roundedRectangle() {
        // Corner radius 5: control points 5 * 0.5523 = 2.761 from each corner's ends.
        #expect(
            dump {
                RoundedRectangle(cornerRadius: 5, style: .circular).fill(red)
                    .frame(width: 40, height: 20)
            }
                == "fill M5,0 L35,0 C37.761,0 40,2.239 40,5 L40,15 C40,17.761 37.761,20 35,20 "
                + "L5,20 C2.239,20 0,17.761 0,15 L0,5 C0,2.239 2.239,0 5,0 Z rgba(1 0 0 1) at 30,40"
        )
    }

    @Test func circleIsCentredOnTheShorterSide() {
        #expect(
            dump { Circle().fill(red).frame(width: 40, height: 20) }
                == "fill M30,10 C30,15.523 25.523,20 20,20 C14.477,20 10,15.523 10,10 "
                + "C10,4.477 14.477,0 20,0 C25.523,0 30,4.477 30,10 Z rgba(1 0 0 1) at 30,40")
    }

    @Test func ellipseFillsItsFrame() {
        #expect(
            dump { Ellipse().fill(red).frame(width: 40, height: 20) }
                == "fill M40,10 C40,15.523 31.046,20 20,20 C8.954,20 0,15.523 0,10 "
                + "C0,4.477 8.954,0 20,0 C31.046,0 40,4.477 40,10 Z rgba(1 0 0 1) at 30,40")
    }

    @Test func capsuleHasHalfCircleEnds() {
        #expect(
            dump { Capsule().fill(red).frame(width: 40, height: 20) }
                == "fill M10,0 L30,0 C35.523,0 40,4.477 40,10 C40,15.523 35.523,20 30,20 "
                + "L10,20 C4.477,20 0,15.523 0,10 C0,4.477 4.477,0 10,0 Z rgba(1 0 0 1) at 30,40")
    }

    @Test func colorFillsTheProposal() {
        #expect(dump { blue } == "fill M0,0 L100,0 L100,100 L0,100 Z rgba(0 0 1 1) at 0,0")
    }

    @Test func customShapeGetsItsFrame() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        #expect(
            dump { Triangle().fill(red).frame(width: 20, height: 10) }
                == "fill M10,0 L20,10 L0,10 Z rgba(1 0 0 1) at 40,45")
    }

    @Test func defaultFillIsTheForegroundStyle() {
        #expect(
            dump { Rectangle().frame(width: 10, height: 10).foregroundStyle(blue) }
                == "fill M0,0 L10,0 L10,10 L0,10 Z rgba(0 0 1 1) at 45,45")
        // Without a style: primary, black.
        #expect(
            dump { Rectangle().frame(width: 10, height: 10) }
                == "fill M0,0 L10,0 L10,10 L0,10 Z rgba(0 0 0 1) at 45,45")
    }

    @Test func textIsMeasuredByTheFallbackRule() {
        // "Hi" at 10 pt: 2 * 6 = 12 wide, 12 high.
        #expect(
            dump { Text("Hi").font(.system(size: 10)).foregroundStyle(red) }
                == "text \"Hi\" system 10 w400 rgba(1 0 0 1) size 12x12 at 44,44")
    }

    @Test func textWrapsToTheProposedWidth() {
        // 10 characters of 6 pt in 30 pt: 5 per line, 2 lines of 12.
        #expect(
            dump { Text("abcdefghij").font(.system(size: 10, weight: .bold)).frame(width: 30) }
                == "text \"abcdefghij\" system 10 w700 rgba(0 0 0 1) size 30x24 at 35,38")
    }

    @Test func imageWithAGivenSize() {
        #expect(
            dump { Image(contentsOfFile: "/tmp/a.png", size: CGSize(width: 30, height: 10)) }
                == "image \"/tmp/a.png\" rect 0,0 30x10 at 35,45")
    }

    @Test func resizableImageFillsItsFrame() {
        #expect(
            dump {
                Image(contentsOfFile: "a.png", size: CGSize(width: 30, height: 10)).resizable()
                    .frame(width: 60, height: 60)
            } == "image \"a.png\" rect 0,0 60x60 at 20,20")
    }

    @Test func spacerPushesAlongItsStack() {
        // The spacer takes 90 of the row; no gap next to it.
        #expect(
            dump {
                HStack {
                    Spacer()
                    Rectangle().fill(red).frame(width: 10, height: 10)
                }
            } == "fill M0,0 L10,0 L10,10 L0,10 Z rgba(1 0 0 1) at 90,45")
    }

    @Test func linearGradientInLocalCoordinates() {
        #expect(
            dump {
                Rectangle()
                    .fill(
                        LinearGradient(
                            colors: [red, blue], startPoint: .leading, endPoint: .trailing)
                    )
                    .frame(width: 40, height: 20)
            }
                == "fill M0,0 L40,0 L40,20 L0,20 Z linear(0,10 -> 40,10: rgba(1 0 0 1)@0 "
                + "rgba(0 0 1 1)@1) at 30,40")
    }

    @Test func radialGradient() {
        #expect(
            dump {
                Circle()
                    .fill(
                        RadialGradient(
                            colors: [red, blue], center: .center, startRadius: 0, endRadius: 5)
                    )
                    .frame(width: 10, height: 10)
            }.hasSuffix("radial(5,5 r 0..5: rgba(1 0 0 1)@0 rgba(0 0 1 1)@1) at 45,45"))
    }

    @Test func strokeStyle() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [2, 1])
        #expect(
            dump { Rectangle().stroke(red, style: style).frame(width: 10, height: 10) }
                == "stroke M0,0 L10,0 L10,10 L0,10 Z rgba(1 0 0 1) width 3 cap round join bevel "
                + "dash [2 1] phase 0 at 45,45")
        #expect(
            dump { Rectangle().stroke(lineWidth: 2).frame(width: 10, height: 10) }
                == "stroke M0,0 L10,0 L10,10 L0,10 Z rgba(0 0 0 1) width 2 at 45,45")
    }

    @Test func emptyTreeDrawsNothing() {
        #expect(dump { EmptyView() } == "")
        #expect(render { EmptyView() }.items.isEmpty)
    }

    @Test func builderBranchesAndOptionals() {
        let none: Text? = nil
        #expect(
            dump {
                if true { Rectangle().fill(red).frame(width: 10, height: 10) } else { Spacer() }
                none
            } == "fill M0,0 L10,0 L10,10 L0,10 Z rgba(1 0 0 1) at 45,45")
    }
}
