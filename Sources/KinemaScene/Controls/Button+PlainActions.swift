import Foundation

// SwiftUI's button actions are `@MainActor () -> Void`. App code also hands a button its
// view's stored `() -> Void` property or a model's method (`Button(action: model.lap)`),
// values Swift 6 will not convert to a main-actor function type. These disfavoured forms
// take such plain closures; a closure literal still gets the main-actor forms. Taps run the
// action on the main actor, as SwiftUI runs it.

/// `action` as a main-actor function, for actions Kinema only ever runs on the main actor
/// (taps, submissions), as SwiftUI runs them.
nonisolated internal func mainActorAction(_ action: @escaping () -> Void) -> @MainActor () -> Void {
    let action = MainActorCarried(action)
    return { action.value() }
}

nonisolated extension Button {
    /// Creates a button with a label made of views and a plain closure as its action.
    /// - Parameters:
    ///   - action: What a tap runs, on the main actor.
    ///   - label: The button's content.
    @_disfavoredOverload
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: mainActorAction(action), label: label)
    }

    /// Creates a button with a role, a label made of views and a plain closure as its action.
    /// - Parameters:
    ///   - role: The button's role.
    ///   - action: What a tap runs, on the main actor.
    ///   - label: The button's content.
    @_disfavoredOverload
    public init(
        role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.init(role: role, action: mainActorAction(action), label: label)
    }
}

nonisolated extension Button where Label == Text {
    /// Creates a button with a text label and a plain closure as its action.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - action: What a tap runs, on the main actor.
    @_disfavoredOverload
    public init(_ titleKey: String, action: @escaping () -> Void) {
        self.init(titleKey, action: mainActorAction(action))
    }

    /// Creates a button with a text label, a role and a plain closure as its action.
    /// - Parameters:
    ///   - titleKey: The label's text.
    ///   - role: The button's role.
    ///   - action: What a tap runs, on the main actor.
    @_disfavoredOverload
    public init(_ titleKey: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey, role: role, action: mainActorAction(action))
    }
}
