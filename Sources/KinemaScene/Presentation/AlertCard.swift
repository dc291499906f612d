import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A button of an alert or confirmation dialog: its title, role and action.
nonisolated internal struct AlertAction {
    internal let title: String
    internal let role: ButtonRole?
    internal let isDisabled: Bool
    /// Run by the host on the main actor (see ``ControlAction/button(_:)``).
    internal let action: () -> Void
}

/// Where an alert's buttons come from: the buttons of an actions view, or a list (the
/// older `Alert` type).
nonisolated internal enum AlertActions {
    case views(ViewResolver)
    case list([AlertAction])
}

/// The colours of alerts and dialogs (light mode).
nonisolated internal enum AlertPalette {
    /// An alert's card: (242, 242, 242) / 255, iOS's light alert material over the dim.
    static let background = Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255)
    /// A destructive button: system red (255, 59, 48) / 255.
    static let destructive = Color(red: 1, green: 59 / 255, blue: 48 / 255)
}

extension ResolveContext {
    /// The buttons of `actions`, in order: each `Button` the view makes, with its label's
    /// text, role and action. The view resolves in a context of its own, discarded
    /// afterwards (its buttons are drawn by the alert, not where they stand).
    internal func alertActions(_ actions: AlertActions, id: ViewIdentity) -> [AlertAction] {
        guard case .views(let views) = actions else {
            if case .list(let list) = actions { return list }
            return []
        }
        var scratch = ResolveContext(identities: identities, measurer: measurer)
        scratch.environment = environment
        scratch.environmentValues = environmentValues
        _ = scratch.resolveNow { views(id: id, context: &$0) }
        return scratch.controls.compactMap { target in
            guard case .button(let action) = target.action else { return nil }
            return AlertAction(
                title: target.label,
                role: scratch.controlState.containers.buttonRoles[target.identity],
                isDisabled: target.isDisabled, action: action)
        }
    }
}

/// A presented alert: the dim, and the card centred above it.
nonisolated internal struct AlertPresentation: View {
    let title: String
    let message: ViewResolver?
    let actions: AlertActions
    let dismiss: DismissAction

    var body: some View {
        PresentationDim()
        AlertCard(title: title, message: message, actions: actions, dismiss: dismiss)
    }
}

/// An alert's card, as iOS draws it in light mode: 270 points wide with 14 point
/// continuous corners, the title (17 point semibold) over the message (13 point), centred,
/// then the buttons under hairlines, 44 points high, in the accent colour (a cancel
/// button semibold, a destructive one red): side by side when there are two (the cancel
/// button leading), else one under the other (the cancel button last). An alert without
/// buttons has an OK button.
nonisolated internal struct AlertCard: View, PrimitiveView {
    let title: String
    let message: ViewResolver?
    let actions: AlertActions
    let dismiss: DismissAction

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        var buttons = context.alertActions(actions, id: context.identity(parent: id, .content))
        if buttons.isEmpty {
            buttons = [AlertAction(title: "OK", role: nil, isDisabled: false, action: {})]
        }
        let cancels = buttons.filter { $0.role == .cancel }
        let others = buttons.filter { $0.role != .cancel }
        buttons = buttons.count == 2 ? cancels + others : others + cancels
        let (title, message, dismiss) = (self.title, self.message, self.dismiss)
        let body = VStack(spacing: 0) {
            VStack(spacing: 4) {
                if !title.isEmpty {
                    Text(title).font(.system(size: 17, weight: .semibold))
                }
                if let message {
                    ResolverView(resolver: message).font(.system(size: 13))
                }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 19)
            .frame(maxWidth: .infinity)
            AlertHairline(axis: .horizontal)
            if buttons.count == 2 {
                HStack(spacing: 0) {
                    AlertButton(action: buttons[0], dismiss: dismiss, height: 44, size: 17)
                    AlertHairline(axis: .vertical)
                    AlertButton(action: buttons[1], dismiss: dismiss, height: 44, size: 17)
                }
                .frame(height: 44)
            } else {
                ForEach(buttons.indices, id: \.self) { index in
                    if index > 0 { AlertHairline(axis: .horizontal) }
                    AlertButton(action: buttons[index], dismiss: dismiss, height: 44, size: 17)
                }
            }
        }
        .frame(width: 270)
        .background(
            RoundedRectangle(cornerRadius: 14, style: .continuous).fill(AlertPalette.background)
        )
        .transition(
            .asymmetric(insertion: .scale(scale: 1.15).combined(with: .opacity), removal: .opacity)
        )
        .layoutValue(key: PresentationPlacementKey.self, value: .centered)
        context.resolve(body, id: id)
    }
}

/// A hairline between an alert's parts.
nonisolated internal struct AlertHairline: View {
    let axis: Axis

    var body: some View {
        Rectangle().fill(ControlPalette.separator)
            .frame(width: axis == .vertical ? 0.5 : nil, height: axis == .horizontal ? 0.5 : nil)
    }
}

/// A button of an alert or dialog: a target named by its title whose tap runs its action
/// and dismisses the presentation.
nonisolated internal struct AlertButton: View, PrimitiveView {
    let action: AlertAction
    let dismiss: DismissAction
    let height: CGFloat
    let size: CGFloat

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let (action, dismiss) = (self.action, self.dismiss)
        context.controls.append(
            ControlTarget(
                identity: id, text: action.title, isDisabled: action.isDisabled,
                action: .button {
                    action.action()
                    dismiss()
                }))
        let color =
            action.role == .destructive
            ? AlertPalette.destructive : context.environment.controls.accent
        let body = Text(action.title)
            .font(.system(size: size, weight: action.role == .cancel ? .semibold : .regular))
            .foregroundColor(action.isDisabled ? ControlPalette.disabled : color)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity)
            .frame(height: height)
        context.resolve(body, id: context.identity(parent: id, .content))
    }
}

/// A view that resolves what a resolver resolves (an alert's message).
nonisolated internal struct ResolverView: View, PrimitiveView {
    let resolver: ViewResolver

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        resolver(id: id, context: &context)
    }
}
