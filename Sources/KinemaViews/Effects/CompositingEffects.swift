import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

/// A group with a fixed effect (blend mode, compositing group): no slots.
@SlotOwner
nonisolated internal struct FixedGroupEffect: EffectContent {
    internal let effect: GroupEffect

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        list.append(.beginGroup(effect))
        return 1
    }
}

nonisolated extension View {
    /// Composites the view onto what lies beneath it with a blend mode.
    ///
    /// What lies beneath is everything drawn before the view inside the nearest
    /// `compositingGroup()` (or `drawingGroup()`), else in the scene: the scene's views
    /// are one layer, and the window's backdrop (a frame's background colour) is not part
    /// of it. So `Text("Hi").overlay(gradient.blendMode(.sourceAtop))` colours the glyphs
    /// only, while a view drawn beneath (a `Color.white` behind the text) takes part.
    /// `BlendMode/normal` draws the view as it is.
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _EffectModifier> {
        modifier(
            _EffectModifier { _ in
                blendMode == .normal
                    ? FixedGroupEffect(effect: .compositingGroup)
                    : FixedGroupEffect(effect: .blendMode(blendMode))
            })
    }

    /// Composites the view's content as one layer before effects outside it apply:
    /// blend modes inside blend with the view's own content only, and an opacity outside
    /// fades the whole.
    public func compositingGroup() -> ModifiedContent<Self, _EffectModifier> {
        modifier(_EffectModifier { _ in FixedGroupEffect(effect: .compositingGroup) })
    }

    /// Renders the view's content offscreen as one image before compositing it, as
    /// SwiftUI's Metal-backed drawing group: in Kinema, the same as `compositingGroup()`
    /// (every group is drawn with Cairo). `opaque` and `colorMode` change nothing.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
        -> ModifiedContent<Self, _EffectModifier>
    {
        compositingGroup()
    }
}
