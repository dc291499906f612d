// `import SwiftUI`'s names: values under views: geometry, colour, animation, layout, paths, fonts.
// One scoped re-export a name, by the folder that declares it (SwiftUISurfaceTests
// checks that every public type is here or among Kinema's own names).
#if os(Linux)
    // KinemaCore/Color
    @_exported import struct KinemaCore.Color
    // KinemaCore/Edges
    @_exported import enum KinemaCore.Edge
    @_exported import struct KinemaCore.EdgeInsets
    @_exported import enum KinemaCore.HorizontalEdge
    @_exported import enum KinemaCore.VerticalEdge
    // KinemaCore/Geometry
    @_exported import struct KinemaCore.Angle
    @_exported import enum KinemaCore.Axis
    @_exported import struct KinemaCore.UnitPoint
    // KinemaCore/Interpolation
    @_exported import protocol KinemaCore.Animatable
    @_exported import struct KinemaCore.AnimatablePair
    @_exported import struct KinemaCore.EmptyAnimatableData
    @_exported import protocol KinemaCore.VectorArithmetic
    // KinemaCore/Transform
    @_exported import struct KinemaCore.CATransform3D
    @_exported import func KinemaCore.CATransform3DConcat
    @_exported import func KinemaCore.CATransform3DEqualToTransform
    @_exported import func KinemaCore.CATransform3DGetAffineTransform
    @_exported import let KinemaCore.CATransform3DIdentity
    @_exported import func KinemaCore.CATransform3DInvert
    @_exported import func KinemaCore.CATransform3DIsAffine
    @_exported import func KinemaCore.CATransform3DIsIdentity
    @_exported import func KinemaCore.CATransform3DMakeAffineTransform
    @_exported import func KinemaCore.CATransform3DMakeRotation
    @_exported import func KinemaCore.CATransform3DMakeScale
    @_exported import func KinemaCore.CATransform3DMakeTranslation
    @_exported import func KinemaCore.CATransform3DRotate
    @_exported import func KinemaCore.CATransform3DScale
    @_exported import func KinemaCore.CATransform3DTranslate
    @_exported import struct KinemaCore.CGAffineTransform
    @_exported import struct KinemaCore.ProjectionTransform
    // KinemaAnimation/Animation
    @_exported import struct KinemaAnimation.Animation
    @_exported import struct KinemaAnimation.AnimationContext
    @_exported import struct KinemaAnimation.AnimationState
    @_exported import protocol KinemaAnimation.AnimationStateKey
    @_exported import protocol KinemaAnimation.CustomAnimation
    // KinemaAnimation/Animator
    @_exported import struct KinemaAnimation.AnimationCompletionCriteria
    // KinemaAnimation/Curves
    @_exported import struct KinemaAnimation.UnitCurve
    // KinemaAnimation/Keyframes
    @_exported import struct KinemaAnimation.CubicKeyframe
    @_exported import protocol KinemaAnimation.Keyframes
    @_exported import struct KinemaAnimation.KeyframesBuilder
    @_exported import struct KinemaAnimation.KeyframeTimeline
    @_exported import struct KinemaAnimation.KeyframeTrack
    @_exported import protocol KinemaAnimation.KeyframeTrackContent
    @_exported import struct KinemaAnimation.KeyframeTrackContentBuilder
    @_exported import struct KinemaAnimation.LinearKeyframe
    @_exported import struct KinemaAnimation.MoveKeyframe
    @_exported import struct KinemaAnimation.SpringKeyframe
    // KinemaAnimation/Spring
    @_exported import struct KinemaAnimation.Spring
    // KinemaLayout/Alignment
    @_exported import struct KinemaLayout.Alignment
    @_exported import protocol KinemaLayout.AlignmentID
    @_exported import struct KinemaLayout.HorizontalAlignment
    @_exported import struct KinemaLayout.VerticalAlignment
    // KinemaLayout/AnyLayout
    @_exported import struct KinemaLayout.AnyLayout
    // KinemaLayout/Geometry
    @_exported import struct KinemaLayout.ProposedViewSize
    @_exported import struct KinemaLayout.ViewDimensions
    // KinemaLayout/Grid
    @_exported import struct KinemaLayout.GridLayout
    // KinemaLayout/Protocol
    @_exported import protocol KinemaLayout.Layout
    @_exported import enum KinemaLayout.LayoutDirection
    @_exported import struct KinemaLayout.LayoutProperties
    @_exported import protocol KinemaLayout.LayoutValueKey
    // KinemaLayout/Spacing
    @_exported import struct KinemaLayout.ViewSpacing
    // KinemaLayout/Stacks
    @_exported import struct KinemaLayout.HStackLayout
    @_exported import struct KinemaLayout.VStackLayout
    @_exported import struct KinemaLayout.ZStackLayout
    // KinemaLayout/Subviews
    @_exported import struct KinemaLayout.LayoutSubview
    @_exported import struct KinemaLayout.LayoutSubviews
    // KinemaGraphics/Effects
    @_exported import enum KinemaGraphics.BlendMode
    @_exported import struct KinemaGraphics.ColorMatrix
    // KinemaGraphics/Paint
    @_exported import struct KinemaGraphics.Gradient
    // KinemaGraphics/Path
    @_exported import enum KinemaGraphics.CGLineCap
    @_exported import enum KinemaGraphics.CGLineJoin
    @_exported import struct KinemaGraphics.FillStyle
    @_exported import struct KinemaGraphics.Path
    @_exported import struct KinemaGraphics.RectangleCornerRadii
    @_exported import enum KinemaGraphics.RoundedCornerStyle
    @_exported import struct KinemaGraphics.StrokeStyle
    // KinemaGraphics/Text
    @_exported import struct KinemaGraphics.Font
    @_exported import enum KinemaGraphics.TextAlignment
#endif
