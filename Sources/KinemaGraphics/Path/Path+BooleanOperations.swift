import Foundation

extension Path {
    /// The area of this path or `other`, as SwiftUI's (iOS 17).
    ///
    /// Kinema flattens both paths (curves within 1e-4 of the larger side of their
    /// bounds) and returns closed polygons of positive area, whose filled area — with
    /// either fill rule — is the result. When either path has a non-finite coordinate
    /// the result is empty.
    /// - Parameters:
    ///   - other: The other path.
    ///   - eoFill: Whether both paths' areas follow the even-odd rule (else non-zero).
    /// - Complexity: O(n²) in the number of flattened edges.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 || $1 }
    }

    /// The area covered by both this path and `other` (see ``union(_:eoFill:)``).
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 && $1 }
    }

    /// The area of this path outside `other` (see ``union(_:eoFill:)``).
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 && !$1 }
    }

    /// The area covered by exactly one of this path and `other` (see
    /// ``union(_:eoFill:)``).
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, eoFill: eoFill) { $0 != $1 }
    }

    /// The rings where `rule` holds for membership in self and in `other`.
    private func combined(
        with other: Path, eoFill: Bool, rule: (Bool, Bool) -> Bool
    ) -> Path {
        let bounds = boundingRect.union(other.boundingRect)
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return Path() }
        let scale = max(bounds.width, bounds.height, 1e-9)
        let tolerance = scale * 1e-4
        let rings = PolygonBoolean.combine(
            PolygonBoolean.Region(self, eoFill: eoFill, tolerance: tolerance),
            PolygonBoolean.Region(other, eoFill: eoFill, tolerance: tolerance),
            scale: scale, rule: rule)
        var result = Path()
        for ring in rings {
            result.addLines(ring)
            result.closeSubpath()
        }
        return result
    }
}
