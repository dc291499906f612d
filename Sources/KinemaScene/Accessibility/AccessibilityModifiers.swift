/// The modifier of the accessibility family: records what it says of the view it
/// modifies (see ``AccessibilityAttributes``); draws nothing.
nonisolated public struct _AccessibilityAttributeModifier: ViewModifier, PrimitiveModifier {
    internal let change: @Sendable (inout AccessibilityAttributes) -> Void

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.recordAccessibility(of: id, change)
        context.resolve(content, id: id)
    }
}

extension ResolveContext {
    /// Applies `change` to the accessibility record of the view at `id`.
    internal mutating func recordAccessibility(
        of id: ViewIdentity, _ change: (inout AccessibilityAttributes) -> Void
    ) {
        change(&controlState.accessibility[id, default: AccessibilityAttributes()])
    }
}

nonisolated extension View {
    private func accessibility(
        _ change: @escaping @Sendable (inout AccessibilityAttributes) -> Void
    )
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        modifier(_AccessibilityAttributeModifier(change: change))
    }

    /// Describes the view's value for accessibility, as SwiftUI's `accessibilityValue(_:)`
    /// (recorded; nothing drawn changes).
    /// - Parameter value: The value ("50 percent").
    public func accessibilityValue(_ value: String)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.value = value }
    }

    /// Describes the view's value with a text's string.
    /// - Parameter value: The value.
    public func accessibilityValue(_ value: Text)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibilityValue(value.string)
    }

    /// Says what the view does when activated, as SwiftUI's `accessibilityHint(_:)`
    /// (recorded).
    /// - Parameter hint: The hint.
    public func accessibilityHint(_ hint: String)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.hint = hint }
    }

    /// Says what the view does with a text's string.
    /// - Parameter hint: The hint.
    public func accessibilityHint(_ hint: Text)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibilityHint(hint.string)
    }

    /// Hides the view from assistive technologies, as SwiftUI's `accessibilityHidden(_:)`
    /// (recorded; it is still drawn and takes scripted input).
    /// - Parameter hidden: Whether it is hidden.
    public func accessibilityHidden(_ hidden: Bool)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.isHidden = hidden }
    }

    /// Makes the view an accessibility element, as SwiftUI's
    /// `accessibilityElement(children:)` (recorded).
    /// - Parameter children: What becomes of the elements inside: ignored unless given.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.children = children }
    }

    /// Adds traits, as SwiftUI's `accessibilityAddTraits(_:)` (recorded).
    /// - Parameter traits: The traits.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility {
            $0.traits.formUnion(traits)
            $0.removedTraits.subtract(traits)
        }
    }

    /// Removes traits, as SwiftUI's `accessibilityRemoveTraits(_:)` (recorded).
    /// - Parameter traits: The traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility {
            $0.traits.subtract(traits)
            $0.removedTraits.formUnion(traits)
        }
    }

    /// Adds an action assistive technologies can perform, as SwiftUI's
    /// `accessibilityAction(_:_:)` (its kind's name is recorded; the handler is not run).
    /// - Parameters:
    ///   - actionKind: The kind; the default action unless given.
    ///   - handler: What the action does.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, _AccessibilityAttributeModifier> {
        let name = actionKind.name
        return accessibility { $0.actions.append(name) }
    }

    /// Adds a named action, as SwiftUI's `accessibilityAction(named:_:)` (recorded).
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.actions.append(name) }
    }

    /// Adds a named action with a text's string (recorded).
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibilityAction(named: name.string, handler)
    }

    /// Adds an action with a label made of views, as SwiftUI's
    /// `accessibilityAction(action:label:)` (recorded by the label's first text).
    /// - Parameters:
    ///   - action: What the action does.
    ///   - label: The action's label.
    public func accessibilityAction<Label: View>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> ModifiedContent<Self, _AccessibilityAttributeModifier> {
        let name = (label() as? Text)?.string ?? "action"
        return accessibility { $0.actions.append(name) }
    }

    /// Makes the view adjustable (swipe up and down), as SwiftUI's
    /// `accessibilityAdjustableAction(_:)` (recorded).
    /// - Parameter handler: What an adjustment does.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, _AccessibilityAttributeModifier> {
        accessibility { $0.isAdjustable = true }
    }

    /// Keeps the view's colours when the system inverts colours, as SwiftUI's
    /// `accessibilityIgnoresInvertColors(_:)` (recorded; Kinema never inverts).
    /// - Parameter active: Whether to keep them.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.ignoresInvertColors = active }
    }

    /// Sets the order assistive technologies read elements in, as SwiftUI's
    /// `accessibilitySortPriority(_:)` (recorded).
    /// - Parameter sortPriority: Higher is read first.
    public func accessibilitySortPriority(_ sortPriority: Double)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.sortPriority = sortPriority }
    }

    /// Marks the view as a heading, as SwiftUI's `accessibilityHeading(_:)` (recorded).
    /// - Parameter level: The level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.heading = level }
    }

    /// Sets the words Voice Control recognizes for the view, as SwiftUI's
    /// `accessibilityInputLabels(_:)` (recorded).
    /// - Parameter inputLabels: The words.
    public func accessibilityInputLabels(_ inputLabels: [String])
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.inputLabels = inputLabels }
    }

    /// Sets the words Voice Control recognizes, as texts.
    /// - Parameter inputLabels: The words.
    public func accessibilityInputLabels(_ inputLabels: [Text])
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibilityInputLabels(inputLabels.map(\.string))
    }

    /// Shows the large content viewer on a long press, as SwiftUI's
    /// `accessibilityShowsLargeContentViewer()` (recorded).
    public func accessibilityShowsLargeContentViewer()
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.showsLargeContentViewer = true }
    }

    /// Says whether the view responds to interaction, as SwiftUI's
    /// `accessibilityRespondsToUserInteraction(_:)` (recorded).
    /// - Parameter respondsToUserInteraction: Whether it does.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibility { $0.respondsToUserInteraction = respondsToUserInteraction }
    }

    /// Adds a labelled piece of content read on demand, as SwiftUI's
    /// `accessibilityCustomContent(_:_:importance:)` (recorded).
    /// - Parameters:
    ///   - label: What the content is.
    ///   - value: The content.
    ///   - importance: Accepted.
    public func accessibilityCustomContent(
        _ label: String, _ value: String, importance: AXCustomContentImportance = .default
    ) -> ModifiedContent<Self, _AccessibilityAttributeModifier> {
        accessibility { $0.customContent[label] = value }
    }

    /// Replaces the view's accessibility element with those of `representation`, as
    /// SwiftUI's `accessibilityRepresentation(representation:)` (accepted; the view is
    /// drawn as it is).
    /// - Parameter representation: The views that stand for it.
    public func accessibilityRepresentation<V: View>(
        @ViewBuilder representation: () -> V
    ) -> Self {
        self
    }

    /// Gives the view accessibility children made of views, as SwiftUI's
    /// `accessibilityChildren(children:)` (accepted; nothing drawn changes).
    /// - Parameter children: The views.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> Self {
        self
    }

    /// Sets the label, as SwiftUI's older `accessibility(label:)`.
    /// - Parameter label: The label.
    public func accessibility(label: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityLabel(label)
    }

    /// Sets the value, as SwiftUI's older `accessibility(value:)`.
    /// - Parameter value: The value.
    public func accessibility(value: Text) -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibilityValue(value)
    }

    /// Sets the hint, as SwiftUI's older `accessibility(hint:)`.
    /// - Parameter hint: The hint.
    public func accessibility(hint: Text) -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibilityHint(hint)
    }

    /// Hides the view, as SwiftUI's older `accessibility(hidden:)`.
    /// - Parameter hidden: Whether it is hidden.
    public func accessibility(hidden: Bool) -> ModifiedContent<
        Self, _AccessibilityAttributeModifier
    > {
        accessibilityHidden(hidden)
    }

    /// Adds traits, as SwiftUI's older `accessibility(addTraits:)`.
    /// - Parameter traits: The traits.
    public func accessibility(addTraits traits: AccessibilityTraits)
        -> ModifiedContent<Self, _AccessibilityAttributeModifier>
    {
        accessibilityAddTraits(traits)
    }

    /// Sets the identifier, as SwiftUI's older `accessibility(identifier:)`.
    /// - Parameter identifier: The identifier.
    public func accessibility(identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityIdentifier(identifier)
    }
}

/// How important a piece of custom accessibility content is, as Accessibility's
/// `AXCustomContent.Importance`.
public enum AXCustomContentImportance: Hashable, Sendable {
    /// Read on demand.
    case `default`
    /// Read with the element.
    case high
}
