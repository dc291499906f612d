import Foundation
import KinemaCore
import KinemaLayout

/// A style that draws text fields, as SwiftUI's `TextFieldStyle`.
///
/// Built-in styles are `.automatic`, `.plain` and `.roundedBorder`. A style of your own
/// implements `_body(configuration:)`, as apps do on iOS:
///
/// ```swift
/// struct FilledFieldStyle: TextFieldStyle {
///     func _body(configuration: TextField<_Label>) -> some View {
///         configuration
///             .padding(12)
///             .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 10))
///     }
/// }
/// ```
///
/// `configuration` is the field itself, drawn plain (text or placeholder, and caret).
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The type of the styled field.
    associatedtype _Body: View
    /// The field's content inside the style.
    typealias _Label = _TextFieldStyleLabel
    /// The styled field.
    /// - Parameter configuration: The field, drawn plain.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The default text field style: on iOS, the plain text.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The field, plain.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// Text fields with no decoration: the text (or placeholder) alone.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The field, plain.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// Text fields in a rounded rectangle, as UIKit's `UITextField.BorderStyle.roundedRect`:
/// the text padded 7 points at the sides and 6 above and below (34 points high at the
/// body font), over a white fill, with a 0.5 point border of UIKit's separator grey,
/// (60, 60, 67) / 255 at 0.29, and 5 point corners.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The field in its bordered box.
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, 7)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 5).fill(Color.white))
            .overlay(
                RoundedRectangle(cornerRadius: 5).strokeBorder(
                    ControlPalette.separator, lineWidth: 0.5))
    }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: plain text on iOS.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded, bordered box.
    public static var roundedBorder: RoundedBorderTextFieldStyle {
        RoundedBorderTextFieldStyle()
    }
}

nonisolated extension View {
    /// Sets the style of text fields and secure fields inside.
    /// - Parameter style: The style (`.plain`, `.roundedBorder` or your own).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let box = StyleBox<TextField<_TextFieldStyleLabel>>(style) {
            AnyView($0._body(configuration: $1))
        }
        return modifier(_EnvironmentModifier { $0.controls.input.textFieldStyle = box })
    }
}
