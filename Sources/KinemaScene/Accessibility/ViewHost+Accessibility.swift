extension ViewHost {
    /// What the accessibility modifiers of the views on screen say (Kinema's own), in
    /// the order of the views' identities: labels, values, hints, traits, actions,
    /// hidden views. Kinema draws nothing for them; this is how a test reads them.
    public var accessibilityElements: [AccessibilityAttributes] {
        latest.accessibility.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The accessibility attributes of the view whose `accessibilityIdentifier` is
    /// `identifier`, if one is on screen.
    /// - Parameter identifier: The identifier.
    /// - Returns: Its attributes (the identifier's own modifier and those around it
    ///   merged are not: each modifier records on the view it modifies).
    public func accessibilityAttributes(identifier: String) -> AccessibilityAttributes? {
        accessibilityElements.first { $0.identifier == identifier }
    }
}
