import KinemaLayout

/// How the lines of multiline text align with each other, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge (the left, left to right; the right, right to left).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension TextAlignment {
    /// The alignment drawn in `direction`: right to left, the leading edge is the right
    /// one, so leading and trailing swap (the display list's alignments are left to right).
    package func drawn(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
