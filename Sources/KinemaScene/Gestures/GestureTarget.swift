/// How a view's gesture competes with the gestures of the views it is in and of the
/// views inside it (Kinema's own).
internal enum GesturePriority {
    /// `gesture(_:including:)`: below the gestures of the views inside it.
    case normal
    /// `simultaneousGesture(_:including:)`: beside every other gesture, never competing.
    case simultaneous
    /// `highPriorityGesture(_:including:)`: above the gestures of the views inside it.
    case high
}

/// A gesture found while resolving a view tree: what a host finds by its view's text or
/// accessibility identifier and plays scripted touches on (Kinema's own).
///
/// Registered in tree order (preorder: a view's gestures before those of the views inside
/// it, an outer modifier's before an inner one's); targets hold the gesture's closures,
/// so they live on the main actor with the resolution that made them.
internal struct GestureTarget: ScriptTargetNaming {
    /// The identity of the gesture's view.
    internal let identity: ViewIdentity
    /// The strings of the `Text` views inside the view, joined by single spaces.
    internal let text: String
    /// The view's `accessibilityLabel`, if any: it overrides ``text`` for matching.
    internal var accessibilityLabel: String?
    /// The view's `accessibilityIdentifier`, if any.
    internal var accessibilityIdentifier: String?
    /// Whether the view is disabled (`disabled(true)` above it): its gesture is not
    /// recognized.
    internal let isDisabled: Bool
    /// How the gesture competes with others.
    internal let priority: GesturePriority
    /// Which of this gesture and those inside the view are recognized.
    internal let mask: GestureMask
    /// The gesture.
    internal let gesture: any Gesture

    /// The label the view answers to: its accessibility label, else its ``text``.
    internal var label: String { accessibilityLabel ?? text }

    /// A new recognizer of the gesture for one touch on the view laid out in `space`.
    @MainActor
    internal func makeRecognizer(in space: GestureSpace) -> any GestureRecognizer<Void> {
        func make<G: Gesture>(_ gesture: G) -> any GestureRecognizer<Void> {
            KinemaScene.makeRecognizer(gesture, in: space).mapped { _ in () }
        }
        return make(gesture)
    }
}

/// A target that scripted input finds by name: the accessibility modifiers set these on
/// the targets their content registers (Kinema's own).
internal protocol ScriptTargetNaming {
    /// The target's `accessibilityLabel`, if any.
    var accessibilityLabel: String? { get set }
    /// The target's `accessibilityIdentifier`, if any.
    var accessibilityIdentifier: String? { get set }
}

extension ResolveContext {
    /// Registers the gesture of the view at `id`, whose content `content` resolves.
    internal mutating func registerGesture<G: Gesture>(
        _ gesture: G, id: ViewIdentity, content: ViewResolver, priority: GesturePriority,
        mask: GestureMask
    ) {
        gestures.append(
            GestureTarget(
                identity: id, text: labelText(content, id: id),
                isDisabled: !environment.controls.isEnabled,
                priority: priority, mask: mask, gesture: gesture))
    }
}
