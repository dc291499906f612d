import Foundation
import KinemaCore

nonisolated extension Path {
    /// Creates a path holding a rounded rectangle with elliptical corners.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The size of each corner's quarter ellipse.
    ///   - style: The corner style (`.continuous`: Apple's continuous corner, see ``RoundedCornerStyle``).
    public init(
        roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path holding a rounded rectangle with circular corners.
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The radius of the corners.
    ///   - style: The corner style (`.continuous`: Apple's continuous corner, see ``RoundedCornerStyle``).
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
    ///   - style: The corner style (`.continuous`: Apple's continuous corner, see ``RoundedCornerStyle``).
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
    ///   - style: The corner style (`.continuous`: Apple's continuous corner, see ``RoundedCornerStyle``).
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
        addCorneredRect(
            r, corners: [corner, corner, corner, corner], style: style, transform: transform)
    }

    /// Adds a closed rectangle with a radius of its own at each corner, clockwise on
    /// screen from the end of the top-left corner. Each radius is limited to half the
    /// shorter side; negative or NaN radii count as 0.
    /// - Parameters:
    ///   - rect: The rectangle (standardized first).
    ///   - cornerRadii: The radius of each corner.
    ///   - style: The corner style (`.continuous`: Apple's continuous corner, see ``RoundedCornerStyle``).
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
        addCorneredRect(r, corners: corners, style: style, transform: transform)
    }

    /// Adds `r` with corners of the given sizes (top-left, top-right, bottom-right,
    /// bottom-left), starting after the top-left corner: quarter ellipses for
    /// `.circular`, continuous corners (``addContinuousCorner(vertex:incoming:outgoing:radii:room:)``)
    /// for `.continuous`.
    private mutating func addCorneredRect(
        _ r: CGRect, corners: [CGSize], style: RoundedCornerStyle, transform: CGAffineTransform
    ) {
        if style == .continuous {
            addContinuousCorneredRect(r, corners: corners, transform: transform)
            return
        }
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

    /// Adds `r` with continuous corners of the given sizes, clockwise on screen from the
    /// end of the top-left corner.
    private mutating func addContinuousCorneredRect(
        _ r: CGRect, corners: [CGSize], transform: CGAffineTransform
    ) {
        let half = CGSize(width: r.width / 2, height: r.height / 2)
        // Vertex, direction back along the incoming edge, direction along the outgoing
        // edge, and whether the incoming edge is horizontal; clockwise from the top right.
        let vertices: [(CGPoint, CornerDirection, CornerDirection, Bool)] = [
            (CGPoint(x: r.maxX, y: r.minY), (-1, 0), (0, 1), true),
            (CGPoint(x: r.maxX, y: r.maxY), (0, -1), (-1, 0), false),
            (CGPoint(x: r.minX, y: r.maxY), (1, 0), (0, -1), true),
            (CGPoint(x: r.minX, y: r.minY), (0, 1), (1, 0), false),
        ]
        let sizes = [corners[1], corners[2], corners[3], corners[0]]
        func geometry(_ i: Int) -> (CGPoint, CornerDirection, CornerDirection, CGSize, CGSize) {
            let (vertex, incoming, outgoing, horizontal) = vertices[i]
            let size = sizes[i]
            let radii = horizontal ? size : CGSize(width: size.height, height: size.width)
            let room =
                horizontal ? half : CGSize(width: half.height, height: half.width)
            return (vertex, incoming, outgoing, radii, room)
        }
        var path = Path()
        let last = geometry(3)
        path.move(
            to: sizes[3].width > 0 && sizes[3].height > 0
                ? Path.continuousCornerEnd(
                    vertex: last.0, incoming: last.1, outgoing: last.2, radii: last.3,
                    room: last.4)
                : last.0)
        for i in 0..<4 {
            let (vertex, incoming, outgoing, radii, room) = geometry(i)
            if sizes[i].width > 0 && sizes[i].height > 0 {
                let start = Path.continuousCornerStart(
                    vertex: vertex, incoming: incoming, outgoing: outgoing, radii: radii,
                    room: room)
                // No straight side between corners that meet (a capsule's ends).
                if start != path.currentPoint { path.elements.append(.line(to: start)) }
                path.addContinuousCorner(
                    vertex: vertex, incoming: incoming, outgoing: outgoing, radii: radii,
                    room: room)
            } else if i < 3 {
                path.elements.append(.line(to: vertex))
            }
        }
        path.closeSubpath()
        addPath(path, transform: transform)
    }
}

/// `value`, or 0 when it is negative or NaN.
private func nonNegative(_ value: CGFloat) -> CGFloat { value > 0 ? value : 0 }
