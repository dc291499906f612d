/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// The contrast of colours, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// Standard contrast.
    case standard
    /// Increased contrast.
    case increased
}

/// The size class of a dimension of the interface, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// Compact: an iPhone's width in portrait.
    case compact
    /// Regular: an iPad's width, an iPhone's height in portrait.
    case regular
}

/// The phase of a scene, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Sendable, Comparable, CaseIterable {
    /// Not shown.
    case background
    /// Shown but not taking events.
    case inactive
    /// Shown and taking events.
    case active
}

/// A Dynamic Type size, from the smallest to the largest accessibility size, as SwiftUI's
/// `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth, largest, accessibility size.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
