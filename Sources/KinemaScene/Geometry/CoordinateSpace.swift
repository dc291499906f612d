import Foundation
import KinemaCore

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The scene's space: origin at the canvas's top leading corner.
    case global
    /// The view's own space.
    case local
    /// The space of the view that declared `coordinateSpace(name:)` with this name.
    case named(Name)

    /// The name of a coordinate space: any hashable and sendable value (Kinema's own
    /// form of SwiftUI's `AnyHashable` name, which is not `Sendable`); a string or an
    /// integer literal makes one.
    public struct Name: Hashable, Sendable, ExpressibleByStringLiteral,
        ExpressibleByIntegerLiteral
    {
        internal let value: SendableHashable

        /// The name `value`.
        public init(_ value: some Hashable & Sendable) { self.value = SendableHashable(value) }

        /// The name `value`.
        public init(stringLiteral value: String) { self.init(value) }

        /// The name `value`.
        public init(integerLiteral value: Int) { self.init(value) }
    }
}

/// A type that names a coordinate space (SwiftUI's `CoordinateSpaceProtocol`).
public protocol CoordinateSpaceProtocol: Sendable {
    /// The space named.
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local space.
    public init() {}
    /// ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The scene's coordinate space: the canvas.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global space.
    public init() {}
    /// ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space declared by a view with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    /// The name.
    package let name: CoordinateSpace.Name

    /// The space with this name.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space called `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: CoordinateSpace.Name(name))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The scene's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the innermost scroll view around the view: its visible bounds (at
    /// rest in Kinema, so the content's frame at scroll offset 0); the global space when
    /// no scroll view encloses the view.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: CoordinateSpace.Name(ScrollViewSpaceName()))
    }

    /// The space of the innermost scroll view around the view that scrolls along `axis`
    /// (Kinema: the innermost scroll view, whatever its axes).
    /// - Parameter axis: The scroll axis.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }

    /// The space called `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: CoordinateSpace.Name(name))
    }
}

/// The name a scroll view gives its visible bounds (`.scrollView`).
internal struct ScrollViewSpaceName: Hashable, Sendable {}
