import KinemaScene

// `Text + Text` by a name: the SwiftUI module declares its own `+` (a scoped re-export does
// not carry operators, see Sources/SwiftUI/Exports/SwiftUI+Operators.swift), and calls
// this, since its own `+` shadows Kinema's inside that module.
extension Text {
    /// `lhs + rhs`: Kinema's concatenation of two texts.
    package static func concatenation(_ lhs: Text, _ rhs: Text) -> Text { lhs + rhs }
}
