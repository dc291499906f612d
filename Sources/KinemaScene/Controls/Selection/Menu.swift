import Foundation
import KinemaCore
import KinemaLayout

/// A control that shows a menu of actions, as SwiftUI's `Menu`, drawn closed.
///
/// ```swift
/// Menu("Sort") {
///     Button("Name") { sort = .name }
///     Button("Date") { sort = .date }
/// }
/// ```
///
/// Drawn as its label in a button of the environment's button style (the accent-coloured
/// text of the automatic style unless set); the content is not drawn, since the menu is
/// never open. It registers a button target named by its label: a tap runs the
/// `primaryAction`, if any, else nothing.
nonisolated public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    internal let label: Label
    internal let content: Content
    internal let primaryAction: (@MainActor () -> Void)?

    /// Creates a menu with a label made of views.
    /// - Parameters:
    ///   - content: The menu's items (not drawn).
    ///   - label: What the menu button shows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    /// Creates a menu whose tap runs an action (a long press opens the menu).
    /// - Parameters:
    ///   - content: The menu's items (not drawn).
    ///   - label: What the menu button shows.
    ///   - primaryAction: What a tap runs.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        // The action is the caller's, run on the main actor as SwiftUI runs it.
        let action = MainActorCarried(primaryAction)
        self.primaryAction = { action.value() }
    }

    /// No body: resolved as a button of its label.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let action = primaryAction ?? {}
        context.resolve(
            Button(action: action) { label }, id: context.identity(parent: id, .content))
    }
}

nonisolated extension Menu where Label == Text {
    /// Creates a menu with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - content: The menu's items (not drawn).
    public init(_ titleKey: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu with a text label whose tap runs an action.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - content: The menu's items (not drawn).
    ///   - primaryAction: What a tap runs.
    public init(
        _ titleKey: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

nonisolated extension Menu where Label == KinemaScene.Label<Text, Image> {
    /// Creates a menu labelled with a title and a symbol (a placeholder on Linux).
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - systemImage: The symbol's name.
    ///   - content: The menu's items (not drawn).
    public init(_ titleKey: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { KinemaScene.Label(titleKey, systemImage: systemImage) }
    }
}

/// A control that opens a URL, as SwiftUI's `Link`.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
///
/// Drawn as a button of its label in the environment's button style: accent-coloured
/// text unless set. Linux opens no URLs: it registers a button target named by its label
/// whose tap does nothing.
nonisolated public struct Link<Label: View>: View, PrimitiveView {
    internal let destination: URL
    internal let label: Label

    /// Creates a link with a label made of views.
    /// - Parameters:
    ///   - destination: The URL it opens.
    ///   - label: What the link shows.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// No body: resolved as a button of its label.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.resolve(Button(action: {}) { label }, id: context.identity(parent: id, .content))
    }
}

nonisolated extension Link where Label == Text {
    /// Creates a link with a text label.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - destination: The URL it opens.
    public init(_ titleKey: String, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}
