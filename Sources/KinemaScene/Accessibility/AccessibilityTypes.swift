/// What a view is to assistive technologies, as SwiftUI's `AccessibilityTraits`
/// (`accessibilityAddTraits(.isButton)`).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var names: Set<String>

    private init(names: Set<String>) { self.names = names }
    private init(_ name: String) { names = [name] }

    /// No traits.
    public init() { names = [] }

    /// A button.
    public static let isButton = AccessibilityTraits("isButton")
    /// A header dividing content.
    public static let isHeader = AccessibilityTraits("isHeader")
    /// Selected.
    public static let isSelected = AccessibilityTraits("isSelected")
    /// A link.
    public static let isLink = AccessibilityTraits("isLink")
    /// A search field.
    public static let isSearchField = AccessibilityTraits("isSearchField")
    /// An image.
    public static let isImage = AccessibilityTraits("isImage")
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits("playsSound")
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits("isStaticText")
    /// A summary of the app's state.
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    /// Its value or label changes often.
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    /// Turns the page when read to the end.
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    /// Modal: what is behind it is ignored.
    public static let isModal = AccessibilityTraits("isModal")
    /// A toggle.
    public static let isToggle = AccessibilityTraits("isToggle")
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits("isTabBar")

    /// The traits' names, sorted (Kinema's own, for tests and dumps).
    public var sortedNames: [String] { names.sorted() }

    /// The traits in either.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(names: names.union(other.names))
    }
    /// The traits in both.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(names: names.intersection(other.names))
    }
    /// The traits in one only.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(names: names.symmetricDifference(other.names))
    }
    /// Whether `member` is in.
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    /// Adds `newMember`.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    /// Removes `member`.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    /// Adds `newMember`.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        insert(newMember).inserted ? nil : newMember
    }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    /// Keeps the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) {
        names.formIntersection(other.names)
    }
    /// Keeps the traits in one only.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
        names.formSymmetricDifference(other.names)
    }
}

/// How an accessibility element treats the elements inside it, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    internal let name: String
    /// The children are ignored: the element stands alone.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are kept as elements inside it.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's properties are merged into it.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// An action assistive technologies perform, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    internal let name: String
    /// The element's default action (a double tap).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Escape (a two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Delete.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Show the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A custom action named by `name`.
    /// - Parameter name: The name.
    public init(named name: Text) { self.name = name.string }

    private init(name: String) { self.name = name }
}

/// The direction of an adjustable element's change, as SwiftUI's
/// `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up.
    case increment
    /// Down.
    case decrement
}

/// The level of a heading, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}

/// What the accessibility modifiers said of a view (Kinema's own record; see
/// ``ViewHost/accessibilityElements``). Nothing here changes what is drawn.
public struct AccessibilityAttributes: Hashable, Sendable {
    /// `accessibilityLabel(_:)`.
    public var label: String?
    /// `accessibilityValue(_:)`.
    public var value: String?
    /// `accessibilityHint(_:)`.
    public var hint: String?
    /// `accessibilityIdentifier(_:)`.
    public var identifier: String?
    /// `accessibilityHidden(_:)`.
    public var isHidden = false
    /// `accessibilityAddTraits(_:)` less `accessibilityRemoveTraits(_:)`.
    public var traits = AccessibilityTraits()
    /// `accessibilityRemoveTraits(_:)`.
    public var removedTraits = AccessibilityTraits()
    /// `accessibilityElement(children:)`, if the view is made an element.
    public var children: AccessibilityChildBehavior?
    /// `accessibilitySortPriority(_:)`.
    public var sortPriority = 0.0
    /// `accessibilityHeading(_:)`.
    public var heading: AccessibilityHeadingLevel?
    /// The names of `accessibilityAction`s, in order.
    public var actions: [String] = []
    /// Whether `accessibilityAdjustableAction(_:)` was given.
    public var isAdjustable = false
    /// `accessibilityInputLabels(_:)`.
    public var inputLabels: [String] = []
    /// `accessibilityIgnoresInvertColors(_:)`.
    public var ignoresInvertColors = false
    /// `accessibilityShowsLargeContentViewer()`.
    public var showsLargeContentViewer = false
    /// `accessibilityRespondsToUserInteraction(_:)`, if set.
    public var respondsToUserInteraction: Bool?
    /// `accessibilityCustomContent(_:_:importance:)`, label and value.
    public var customContent: [String: String] = [:]

    /// Nothing said.
    public init() {}
}
