/// Which gestures of a view and of the views inside it are recognized, as SwiftUI's
/// `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// A mask from its raw bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// No gesture: neither the one added nor those inside.
    public static let none: GestureMask = []
    /// The gesture added by the modifier, but not those of the views inside.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside, but not the one added.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture added and those inside (the default).
    public static let all: GestureMask = [.gesture, .subviews]
}
