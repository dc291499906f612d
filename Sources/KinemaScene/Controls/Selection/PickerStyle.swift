import Foundation

/// A style of picker, as SwiftUI's `PickerStyle`: choose one of the built-in styles
/// (`.automatic`, `.menu`, `.segmented`, `.wheel`, `.inline`, `.navigationLink`,
/// `.palette`); as in SwiftUI, a style of your own cannot be made.
public protocol PickerStyle {
    /// Which built-in style this is (Kinema's own).
    var _kind: PickerStyleKind { get }
}

/// The built-in picker styles (Kinema's own): what `PickerStyle._kind` names.
public enum PickerStyleKind: Hashable, Sendable {
    /// By context: a menu.
    case automatic
    /// A menu button showing the selection.
    case menu
    /// A segmented control.
    case segmented
    /// A spinning wheel.
    case wheel
    /// The options inline, as rows of a list.
    case inline
    /// A row that pushes a list of the options.
    case navigationLink
    /// A palette of options.
    case palette
}

/// The default picker style: a menu on iOS, in lists and forms and outside them.
public struct DefaultPickerStyle: PickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.automatic`.
    public var _kind: PickerStyleKind { .automatic }
}

/// A picker drawn as a menu button: outside a list, the selected option's label and an
/// up-down chevron in the accent colour; in a list or form, a row with the picker's label
/// at the leading edge and the selection and chevron in secondary grey at the trailing.
public struct MenuPickerStyle: PickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.menu`.
    public var _kind: PickerStyleKind { .menu }
}

/// A picker drawn as iOS's segmented control: 32 points high, filling the width offered
/// in equal segments over (118, 118, 128) / 255 at 0.12 with 9 point corners, the
/// selected segment white with 7 point corners and a soft shadow, 2 points inside;
/// 13 point labels, hairline separators between unselected segments.
public struct SegmentedPickerStyle: PickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.segmented`.
    public var _kind: PickerStyleKind { .segmented }
}

/// A picker drawn as a wheel at rest: 216 points high, the selected option centred on a
/// 34 point band of (118, 118, 128) / 255 at 0.12, the options before and after it in
/// 34 point rows fading away, in a 21 point font.
public struct WheelPickerStyle: PickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.wheel`.
    public var _kind: PickerStyleKind { .wheel }
}

/// A picker whose options are rows of the list or form it is in, the selected one with
/// an accent checkmark at the trailing edge (the picker's label is not drawn); outside a
/// list, a wheel, as on iOS.
public struct InlinePickerStyle: PickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.inline`.
    public var _kind: PickerStyleKind { .inline }
}

/// A picker drawn as a navigation row: the label, then the selection in secondary grey
/// and a chevron (the pushed list is not drawn).
public struct NavigationLinkPickerStyle: PickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.navigationLink`.
    public var _kind: PickerStyleKind { .navigationLink }
}

/// A picker drawn as a palette: outside a menu, as iOS shows it, a segmented control.
public struct PalettePickerStyle: PickerStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// `.palette`.
    public var _kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Inline rows.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated extension View {
    /// Sets the style of pickers inside.
    /// - Parameter style: The style (`.segmented`, `.menu`, `.wheel`, ...).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let kind = style._kind
        return modifier(_EnvironmentModifier { $0.controls.input.pickerStyle = kind })
    }
}
