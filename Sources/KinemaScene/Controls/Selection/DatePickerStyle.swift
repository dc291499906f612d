import Foundation

/// A style of date picker, as SwiftUI's `DatePickerStyle`: one of the built-in styles.
public protocol DatePickerStyle {
    /// Which built-in style this is (Kinema's own).
    var _kind: DatePickerStyleKind { get }
}

/// The built-in date picker styles (Kinema's own).
public enum DatePickerStyleKind: Hashable, Sendable {
    /// By context: compact on iOS.
    case automatic
    /// The date as buttons that open a calendar.
    case compact
    /// A calendar (Kinema draws it compact).
    case graphical
    /// Wheels (Kinema draws them compact).
    case wheel
}

/// The default date picker style: compact.
public struct DefaultDatePickerStyle: DatePickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.automatic`.
    public var _kind: DatePickerStyleKind { .automatic }
}

/// The compact date picker style.
public struct CompactDatePickerStyle: DatePickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.compact`.
    public var _kind: DatePickerStyleKind { .compact }
}

/// The graphical (calendar) date picker style; Kinema draws it compact.
public struct GraphicalDatePickerStyle: DatePickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.graphical`.
    public var _kind: DatePickerStyleKind { .graphical }
}

/// The wheel date picker style; Kinema draws it compact.
public struct WheelDatePickerStyle: DatePickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.wheel`.
    public var _kind: DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Compact.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar (drawn compact).
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels (drawn compact).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
    /// Sets the style of date pickers inside.
    /// - Parameter style: The style.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let kind = style._kind
        return modifier(_EnvironmentModifier { $0.controls.input.datePickerStyle = kind })
    }
}
