import Foundation

nonisolated extension View {
    /// Names the controls inside for a host (Kinema draws nothing for it): a scripted tap
    /// finds a control by its identifier. The innermost identifier wins.
    /// - Parameter identifier: The identifier.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        modifier(_AccessibilityModifier(kind: .identifier, value: identifier))
    }

    /// Labels this view for accessibility: on a control, the label it answers to in place
    /// of its text; inside a control's label (an icon), the text this view stands for.
    /// - Parameter label: The label.
    public func accessibilityLabel(_ label: String) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        modifier(_AccessibilityModifier(kind: .label, value: label))
    }

    /// Labels this view for accessibility with a text's string.
    /// - Parameter label: The label.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityLabel(label.string)
    }
}

/// The modifier of `accessibilityIdentifier(_:)` and `accessibilityLabel(_:)`: draws
/// nothing; sets the identifier or label of the controls its content registers and of the
/// gestures of the view itself (where not set inside) and records the label or identifier
/// of the nodes it makes in the views' accessibility record.
nonisolated public struct _AccessibilityModifier: ViewModifier, PrimitiveModifier {
    internal enum Kind { case identifier, label }
    internal let kind: Kind
    internal let value: String

    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let (kind, value) = (self.kind, self.value)
        let start = (controls: context.controls.count, gestures: context.gestures.count)
        context.collect(content, id: id) { context, nodes in
            kind.name(&context.controls[start.controls...], value)
            // A gesture is named by the modifiers of its own view, not of a container.
            for index in start.gestures..<context.gestures.count
            where context.gestures[index].identity == id {
                kind.name(&context.gestures[index...index], value)
            }
            for node in nodes {
                context.recordAccessibility(of: context[node].identity) { attributes in
                    switch kind {
                    case .label: attributes.label = value
                    case .identifier: attributes.identifier = attributes.identifier ?? value
                    }
                }
                context.emit(node)
            }
        }
    }
}

extension _AccessibilityModifier.Kind {
    /// Sets this name to `value` on each of `targets` that has none of its own.
    internal func name<T: ScriptTargetNaming>(_ targets: inout ArraySlice<T>, _ value: String) {
        for index in targets.indices {
            switch self {
            case .identifier:
                if targets[index].accessibilityIdentifier == nil {
                    targets[index].accessibilityIdentifier = value
                }
            case .label:
                if targets[index].accessibilityLabel == nil {
                    targets[index].accessibilityLabel = value
                }
            }
        }
    }
}

extension ControlTarget: ScriptTargetNaming {}
