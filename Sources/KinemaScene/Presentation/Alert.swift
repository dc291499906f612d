import Foundation

/// An alert made as a value, SwiftUI's older `Alert` type, shown by `alert(isPresented:content:)`
/// and `alert(item:content:)`.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///     Alert(title: Text("Upload failed"), message: Text("Try again later."),
///           dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
    internal let title: String
    internal let message: Text?
    internal let buttons: [Button]

    /// Creates an alert with one button (an OK button when `nil`).
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - dismissButton: The button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.string
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.string
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``, as SwiftUI's `Alert.Button`.
    public struct Button {
        internal let action: AlertAction

        private init(_ label: Text, role: ButtonRole?, action: (() -> Void)?) {
            // Alerts run their buttons' actions on the main actor, where the host runs them.
            self.action = AlertAction(
                title: label.string, role: role, isDisabled: false, action: { action?() })
        }

        /// A button in the accent colour.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label, role: nil, action: action)
        }

        /// A cancel button (semibold) with a label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label, role: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button (red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label, role: .destructive, action: action)
        }
    }
}
