import Foundation
import KinemaCore

extension Path {
    /// Creates a path holding a rounded rectangle with elliptical corners.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The size of each corner's quarter ellipse.
    ///   - style: The corner style (Kinema draws both styles as quarter ellipses).
    public init(
        roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path holding a rounded rectangle with circular corners.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The radius of the corners.
    ///   - style: The corner style (Kinema draws both styles as quarter circles).
    public init(
        roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(
            in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path holding a rectangle with a radius of its own at each corner.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadii: The radius of each corner.
    ///   - style: The corner style (Kinema draws both styles as quarter circles).
    public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
        style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a closed rounded rectangle, clockwise on screen from the end of the top-left
    /// corner. Corner widths are limited to half the width and heights to half the
    /// height; negative or NaN sizes count as 0, and with a zero corner the rectangle
    /// is the plain one of ``addRect(_:transform:)``.
    /// - Parameters:
    ///   - rect: The rectangle (standardized first).
    ///   - cornerSize: The size of each corner's quarter ellipse.
    ///   - style: The corner style (Kinema draws both styles as quarter ellipses).
    ///   - transform: A transform applied to the added commands.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let size = CGSize(
            width: min(nonNegative(cornerSize.width), r.width / 2),
            height: min(nonNegative(cornerSize.height), r.height / 2))
        let corner = size.width > 0 && size.height > 0 ? size : .zero
        addCorneredRect(r, corners: [corner, corner, corner, corner], transform: transform)
    }

    /// Adds a closed rectangle with a radius of its own at each corner, clockwise on
    /// screen from the end of the top-left corner. Each radius is limited to half the
    /// shorter side; negative or NaN radii count as 0.
    /// - Parameters:
    ///   - rect: The rectangle (standardized first).
    ///   - cornerRadii: The radius of each corner.
    ///   - style: The corner style (Kinema draws both styles as quarter circles).
    ///   - transform: A transform applied to the added commands.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii,
        style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let corners = [
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing,
            cornerRadii.bottomLeading,
        ].map { radius -> CGSize in
            let clamped = min(nonNegative(radius), limit)
            return CGSize(width: clamped, height: clamped)
        }
        addCorneredRect(r, corners: corners, transform: transform)
    }

    /// Adds `r` with quarter-ellipse corners of the given sizes (top-left, top-right,
    /// bottom-right, bottom-left), starting after the top-left corner.
    private mutating func addCorneredRect(
        _ r: CGRect, corners: [CGSize], transform: CGAffineTransform
    ) {
        let (tl, tr, br, bl) = (corners[0], corners[1], corners[2], corners[3])
        var path = Path()
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        // Each corner: the straight side before it (when it has length), then its arc.
        let turns: [(CGPoint, CGSize, Double)] = [
            (CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), tr, -.pi / 2),
            (CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), br, 0),
            (CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), bl, .pi / 2),
            (CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), tl, .pi),
        ]
        for (index, (center, size, angle)) in turns.enumerated() {
            if size.width > 0 && size.height > 0 {
                path.addArc(
                    center: center, radiusX: size.width, radiusY: size.height, from: angle,
                    to: angle + .pi / 2)
            } else if index < 3 {
                // A sharp corner: a line to it.
                path.elements.append(.line(to: center))
            }
        }
        path.closeSubpath()
        addPath(path, transform: transform)
    }
}

/// `value`, or 0 when it is negative or NaN.
private func nonNegative(_ value: CGFloat) -> CGFloat { value > 0 ? value : 0 }
