import KinemaCore
import Testing

// An app that declares its own operator (as many do, for SwiftUI lacks documented ones)
// must keep compiling: its operator wins over Kinema's disfavoured one.
extension Angle {
    fileprivate static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians + 100)
    }
}

@Suite("Angle arithmetic next to an app's own operator")
struct AngleAppOperatorTests {
    @Test func appOperatorWins() {
        #expect((Angle.radians(1) + .radians(2)).radians == 103)
        #expect((Angle.radians(1) - .radians(2)).radians == -1)
    }
}
