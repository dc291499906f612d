import Foundation

nonisolated extension View {
    /// The presentation modifier of an alert titled `title`.
    fileprivate func alertModifier(
        _ title: String, isPresented: Binding<Bool>, presented: @escaping @MainActor () -> Bool,
        actions: @escaping () -> AlertActions, message: (() -> ViewResolver)?
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                kind: "alert", isPresented: presented, dismiss: isPresented.dismissing(),
                onDismiss: nil, isModal: true
            ) { dismiss in
                ViewResolver(
                    AlertPresentation(
                        title: title, message: message?(), actions: actions(), dismiss: dismiss))
            })
    }

    /// Presents an alert while `isPresented` is true, as SwiftUI's
    /// `alert(_:isPresented:actions:)`.
    ///
    /// Drawn above everything as iOS draws it in light mode: a dim of black at 0.2 and a
    /// 270 point card with 14 point corners, centred, with the title and the buttons of
    /// `actions` (see "Controls" in the Kinema catalog's article on SwiftUI files on Linux). It fades in from a slightly larger
    /// scale with the default animation. Each button is a target named by its title: a tap
    /// runs its action and dismisses the alert (sets `isPresented` to `false`); the views
    /// behind take no input meanwhile.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether the alert is presented.
    ///   - actions: The alert's buttons (`Button("Delete", role: .destructive) { ... }`).
    public func alert<A: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let views = ViewResolver(actions())
        return alertModifier(
            title, isPresented: isPresented, presented: { isPresented.wrappedValue },
            actions: { .views(views) }, message: nil)
    }

    /// Presents an alert with a message (see ``alert(_:isPresented:actions:)-(String,_,_)``).
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether the alert is presented.
    ///   - actions: The alert's buttons.
    ///   - message: The alert's message, under the title in 13 point text.
    public func alert<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let views = ViewResolver(actions())
        let message = ViewResolver(message())
        return alertModifier(
            title, isPresented: isPresented, presented: { isPresented.wrappedValue },
            actions: { .views(views) }, message: { message })
    }

    /// Presents an alert with a text title.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether the alert is presented.
    ///   - actions: The alert's buttons.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        alert(title.string, isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a text title and a message.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether the alert is presented.
    ///   - actions: The alert's buttons.
    ///   - message: The alert's message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        alert(title.string, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`,
    /// as SwiftUI's `alert(_:isPresented:presenting:actions:)`.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether the alert is presented.
    ///   - data: What the alert is about.
    ///   - actions: The alert's buttons for the data.
    public func alert<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let hasData = data != nil
        return alertModifier(
            title, isPresented: isPresented,
            presented: { isPresented.wrappedValue && hasData },
            actions: { data.map { .views(ViewResolver(actions($0))) } ?? .list([]) },
            message: nil)
    }

    /// Presents an alert about `data` with a message.
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether the alert is presented.
    ///   - data: What the alert is about.
    ///   - actions: The alert's buttons for the data.
    ///   - message: The alert's message for the data.
    public func alert<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let hasData = data != nil
        return alertModifier(
            title, isPresented: isPresented,
            presented: { isPresented.wrappedValue && hasData },
            actions: { data.map { .views(ViewResolver(actions($0))) } ?? .list([]) },
            message: data.map { data in { ViewResolver(message(data)) } })
    }

    /// Presents an alert made with SwiftUI's older `Alert` type while `isPresented` is
    /// true, as `alert(isPresented:content:)`.
    /// - Parameters:
    ///   - isPresented: Whether the alert is presented.
    ///   - content: The alert.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert)
        -> ModifiedContent<Self, _PresentationModifier>
    {
        let alert = content()
        return alertModifier(
            alert.title, isPresented: isPresented, presented: { isPresented.wrappedValue },
            actions: { .list(alert.buttons.map(\.action)) },
            message: alert.message.map { message in { ViewResolver(message) } })
    }

    /// Presents an alert made with the older `Alert` type for `item` while it is not
    /// `nil`, as `alert(item:content:)`; dismissing sets it to `nil`.
    /// - Parameters:
    ///   - item: What the alert is about.
    ///   - content: The alert for the item.
    public func alert<Item: Identifiable>(
        item: Binding<Item?>, content: @escaping (Item) -> Alert
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                kind: "alert", isPresented: { [read = item.getter] in read() != nil },
                dismiss: dismissing(item), onDismiss: nil, isModal: true
            ) { dismiss in
                let alert = item.wrappedValue.map(content)
                return ViewResolver(
                    AlertPresentation(
                        title: alert?.title ?? "", message: alert?.message.map(ViewResolver.init),
                        actions: .list(alert?.buttons.map(\.action) ?? []), dismiss: dismiss))
            })
    }
}
