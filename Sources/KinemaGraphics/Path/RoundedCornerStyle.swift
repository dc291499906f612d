/// The shape of rounded corners.
nonisolated public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Smooth corners whose curvature rises gradually from the edges: Apple's corner,
    /// three cubic Béziers that leave each edge 1.528665 radii from the vertex. A corner
    /// without that room (a radius over about a third of the shorter side) moves towards
    /// the circular one, which a capsule's ends are.
    case continuous
}
