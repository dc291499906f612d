import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

nonisolated extension View {
    /// Presents a confirmation dialog while `isPresented` is true, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    ///
    /// Drawn as an iPhone action sheet in light mode, above a dim of black at 0.2: the
    /// buttons of `actions` in a card with 14 point corners, 8 points from the sides and
    /// the bottom, 57 points high each in 20 point text in the accent colour (a destructive
    /// one red), under the title (13 point semibold grey, only with `titleVisibility:
    /// .visible`, as iOS hides it otherwise) and the message; the cancel button in a white
    /// card of its own below (a "Cancel" button is added when the actions have none, as
    /// on iOS). It slides in from the bottom. Each button is a target named by its title:
    /// a tap runs its action and dismisses the dialog.
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether the dialog is presented.
    ///   - titleVisibility: Whether the title shows (`.automatic`: hidden, as on iOS).
    ///   - actions: The dialog's buttons.
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let views = ViewResolver(actions())
        return dialogModifier(
            title: titleVisibility == .visible ? title : nil, isPresented: isPresented,
            presented: { isPresented.wrappedValue }, actions: { views }, message: nil)
    }

    /// Presents a confirmation dialog with a message.
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether the dialog is presented.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    ///   - message: The dialog's message, 13 point grey text above the buttons.
    public func confirmationDialog<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let views = ViewResolver(actions())
        let message = ViewResolver(message())
        return dialogModifier(
            title: titleVisibility == .visible ? title : nil, isPresented: isPresented,
            presented: { isPresented.wrappedValue }, actions: { views }, message: message)
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data`
    /// is not `nil`.
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether the dialog is presented.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: What the dialog is about.
    ///   - actions: The dialog's buttons for the data.
    public func confirmationDialog<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let hasData = data != nil
        return dialogModifier(
            title: titleVisibility == .visible ? title : nil, isPresented: isPresented,
            presented: { isPresented.wrappedValue && hasData },
            actions: { data.map { ViewResolver(actions($0)) } ?? ViewResolver(EmptyView()) },
            message: nil)
    }

    /// Presents a confirmation dialog with a text title.
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether the dialog is presented.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The dialog's buttons.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        confirmationDialog(
            title.string, isPresented: isPresented, titleVisibility: titleVisibility,
            actions: actions)
    }

    fileprivate func dialogModifier(
        title: String?, isPresented: Binding<Bool>, presented: @escaping @MainActor () -> Bool,
        actions: @escaping () -> ViewResolver, message: ViewResolver?
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                kind: "dialog", isPresented: presented, dismiss: isPresented.dismissing(),
                onDismiss: nil, isModal: true
            ) { dismiss in
                ViewResolver(
                    DialogPresentation(
                        title: title, message: message, actions: actions(), dismiss: dismiss))
            })
    }
}

/// A presented confirmation dialog: the dim, and the action sheet at the bottom.
nonisolated internal struct DialogPresentation: View {
    let title: String?
    let message: ViewResolver?
    let actions: ViewResolver
    let dismiss: DismissAction

    var body: some View {
        PresentationDim()
        DialogCard(title: title, message: message, actions: actions, dismiss: dismiss)
    }
}

/// The action sheet of a confirmation dialog.
nonisolated internal struct DialogCard: View, PrimitiveView {
    let title: String?
    let message: ViewResolver?
    let actions: ViewResolver
    let dismiss: DismissAction

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let buttons = context.alertActions(
            .views(actions), id: context.identity(parent: id, .content))
        let others = buttons.filter { $0.role != .cancel }
        let cancel =
            buttons.first { $0.role == .cancel }
            ?? AlertAction(title: "Cancel", role: .cancel, isDisabled: false, action: {})
        let (title, message, dismiss) = (self.title, self.message, self.dismiss)
        let hasHeader = title != nil || message != nil
        let body = VStack(spacing: 8) {
            if hasHeader || !others.isEmpty {
                VStack(spacing: 0) {
                    if hasHeader {
                        VStack(spacing: 4) {
                            if let title {
                                Text(title).font(.system(size: 13, weight: .semibold))
                            }
                            if let message {
                                ResolverView(resolver: message).font(.system(size: 13))
                            }
                        }
                        .foregroundColor(ControlPalette.secondary)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 14)
                        .frame(maxWidth: .infinity)
                    }
                    ForEach(others.indices, id: \.self) { index in
                        if index > 0 || hasHeader { AlertHairline(axis: .horizontal) }
                        AlertButton(action: others[index], dismiss: dismiss, height: 57, size: 20)
                    }
                }
                .background(
                    RoundedRectangle(cornerRadius: 14, style: .continuous)
                        .fill(AlertPalette.background))
            }
            AlertButton(action: cancel, dismiss: dismiss, height: 57, size: 20)
                .background(
                    RoundedRectangle(cornerRadius: 14, style: .continuous).fill(Color.white))
        }
        .transition(.move(edge: .bottom))
        .layoutValue(key: PresentationPlacementKey.self, value: .actionSheet)
        context.resolve(body, id: id)
    }
}
