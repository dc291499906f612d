import Foundation
import KinemaCore

/// A layout whose explicit alignment guides all come from its subviews': its
/// `explicitAlignment` returns `nil` for a guide whenever no subview has an explicit
/// value for it (Kinema's stacks, padding and frames; not API: `package`).
///
/// The engine uses it to skip guide queries into subtrees that cannot answer them: a
/// subtree made of such layouts, with no `alignmentGuide` anywhere in it, has no explicit
/// value for any guide, so a `VStack(alignment: .leading)` over a deep tree asks nothing
/// of it. A layout that is not one of these (any custom layout) may compute guides of its
/// own, and is always asked.
package protocol GuideForwardingLayout: Layout {
    /// Whether this value's explicit guides come only from its subviews (`true` unless
    /// the value wraps another layout, as `AnyLayout` does).
    var forwardsOnlySubviewGuides: Bool { get }
}

extension GuideForwardingLayout {
    /// `true`: the layout's guides are its subviews'.
    package var forwardsOnlySubviewGuides: Bool { true }
}

extension Layout {
    /// Whether this layout's explicit guides come only from its subviews: `true` for a
    /// ``GuideForwardingLayout`` that says so, `false` for any other layout.
    internal var explicitGuidesComeFromSubviews: Bool {
        (self as? any GuideForwardingLayout)?.forwardsOnlySubviewGuides ?? false
    }
}

extension HStackLayout: GuideForwardingLayout {}
extension VStackLayout: GuideForwardingLayout {}
extension ZStackLayout: GuideForwardingLayout {}
extension ChainPadding: GuideForwardingLayout {}
// Layouts without explicit guides of their own (their `explicitAlignment` is the
// protocol's, which answers `nil`).
extension FlowLayout: GuideForwardingLayout {}
extension GridLayout: GuideForwardingLayout {}
extension RadialLayout: GuideForwardingLayout {}
extension RecursiveWheelLayout: GuideForwardingLayout {}
extension WheelLayout: GuideForwardingLayout {}
extension EqualWidthHStack: GuideForwardingLayout {}
extension EqualWidthVStack: GuideForwardingLayout {}

extension AnyLayout: GuideForwardingLayout {
    /// Whether the wrapped layout's guides come only from its subviews.
    package var forwardsOnlySubviewGuides: Bool { storage.forwardsOnlySubviewGuides }
}
