import Foundation

/// How a field capitalizes typed text, as SwiftUI's `TextInputAutocapitalization`.
///
/// Kinema has no keyboard: the value is accepted and changes nothing (scripted typing
/// enters the text as given).
public struct TextInputAutocapitalization: Hashable, Sendable {
    internal enum Kind: Hashable, Sendable { case never, words, sentences, characters }
    internal let kind: Kind

    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(kind: .never)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(kind: .words)
    /// The first letter of each sentence (the default).
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: .characters)
}

nonisolated extension View {
    /// Sets how fields inside capitalize typed text (accepted; Kinema has no keyboard, so
    /// it changes nothing).
    /// - Parameter autocapitalization: The capitalization; `nil` for the default.
    public func textInputAutocapitalization(
        _ autocapitalization: TextInputAutocapitalization?
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { _ in })
    }

    /// Turns autocorrection off for fields inside (accepted; Kinema has no keyboard, so
    /// it changes nothing).
    /// - Parameter disable: Whether to disable autocorrection.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier { _ in })
    }

    /// Turns autocorrection off, as before iOS 16 (accepted; changes nothing).
    /// - Parameter disable: Whether to disable autocorrection; `nil` for the default.
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier { _ in })
    }
}
