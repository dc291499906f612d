// `import SwiftUI`'s names: views, modifiers, state, environment, transitions and previews.
// One scoped re-export a name, by the folder that declares it (SwiftUISurfaceTests
// checks that every public type is here or among Kinema's own names).
#if os(Linux)
    // KinemaScene/Animation
    @_exported import struct KinemaScene.PlaceholderContentView
    // KinemaScene/Builder
    @_exported import enum KinemaScene.ViewBuilder
    // KinemaViews/Canvas
    @_exported import struct KinemaViews.Canvas
    @_exported import struct KinemaViews.GraphicsContext
    // KinemaScene/Containers, KinemaViews/Containers
    @_exported import struct KinemaViews.Divider
    @_exported import struct KinemaScene.ForEach
    @_exported import struct KinemaViews.Grid
    @_exported import struct KinemaViews.GridItem
    @_exported import struct KinemaViews.GridRow
    @_exported import struct KinemaScene.HStack
    @_exported import struct KinemaViews.LazyHGrid
    @_exported import struct KinemaViews.LazyHStack
    @_exported import struct KinemaViews.LazyVGrid
    @_exported import struct KinemaViews.LazyVStack
    @_exported import struct KinemaViews.PinnedScrollableViews
    @_exported import struct KinemaScene.VStack
    @_exported import struct KinemaScene.ZStack
    // KinemaViews/Dynamic
    @_exported import struct KinemaViews.KeyframeAnimator
    @_exported import struct KinemaViews.PhaseAnimator
    // KinemaScene/Effects, KinemaViews/Effects
    @_exported import protocol KinemaScene.AnimatableModifier
    @_exported import struct KinemaScene.EmptyVisualEffect
    @_exported import protocol KinemaScene.GeometryEffect
    @_exported import struct KinemaScene.GeometryProxy
    @_exported import struct KinemaViews.Shader
    @_exported import struct KinemaViews.ShaderFunction
    @_exported import struct KinemaViews.ShaderLibrary
    @_exported import protocol KinemaScene.VisualEffect
    // KinemaScene/Environment
    @_exported import enum KinemaScene.ColorScheme
    @_exported import enum KinemaScene.ColorSchemeContrast
    @_exported import struct KinemaScene.DismissAction
    @_exported import enum KinemaScene.DynamicTypeSize
    @_exported import struct KinemaScene.Environment
    @_exported import protocol KinemaScene.EnvironmentKey
    @_exported import struct KinemaScene.EnvironmentValues
    @_exported import enum KinemaScene.ScenePhase
    @_exported import enum KinemaScene.UserInterfaceSizeClass
    // KinemaScene/Geometry, KinemaViews/Geometry
    @_exported import struct KinemaScene.Anchor
    @_exported import enum KinemaScene.CoordinateSpace
    @_exported import protocol KinemaScene.CoordinateSpaceProtocol
    @_exported import struct KinemaViews.GeometryReader
    @_exported import struct KinemaScene.GlobalCoordinateSpace
    @_exported import struct KinemaScene.LocalCoordinateSpace
    @_exported import struct KinemaScene.NamedCoordinateSpace
    @_exported import protocol KinemaScene.PreferenceKey
    @_exported import struct KinemaViews.ViewThatFits
    // KinemaScene/MatchedGeometry
    @_exported import struct KinemaScene.MatchedGeometryProperties
    @_exported import struct KinemaScene.Namespace
    // KinemaScene/Modifiers, KinemaViews/Modifiers
    @_exported import enum KinemaScene.ContentMode
    @_exported import struct KinemaViews.ContentShapeKinds
    @_exported import enum KinemaViews.LayoutDirectionBehavior
    @_exported import struct KinemaViews.RedactionReasons
    @_exported import struct KinemaScene.SafeAreaRegions
    @_exported import struct KinemaScene.SensoryFeedback
    // KinemaScene/Previews
    @_exported import typealias KinemaScene.__PreviewContentRecord
    @_exported import enum KinemaScene.InterfaceOrientation
    @_exported import struct KinemaScene.Preview
    @_exported import struct KinemaScene.PreviewDevice
    @_exported import enum KinemaScene.PreviewLayout
    @_exported import protocol KinemaScene.PreviewModifier
    @_exported import struct KinemaScene.PreviewModifierContent
    @_exported import enum KinemaScene.PreviewPlatform
    @_exported import protocol KinemaScene.PreviewProvider
    @_exported import struct KinemaScene.PreviewTrait
    // KinemaScene/Primitives
    @_exported import struct KinemaScene.Image
    @_exported import struct KinemaScene.Spacer
    // KinemaScene/Shapes, KinemaViews/Shapes
    @_exported import struct KinemaScene.AnyShape
    @_exported import struct KinemaScene.Capsule
    @_exported import struct KinemaScene.Circle
    @_exported import struct KinemaScene.ContainerRelativeShape
    @_exported import struct KinemaScene.Ellipse
    @_exported import protocol KinemaScene.InsettableShape
    @_exported import struct KinemaViews.OffsetShape
    @_exported import struct KinemaScene.Rectangle
    @_exported import struct KinemaViews.RotatedShape
    @_exported import struct KinemaScene.RoundedRectangle
    @_exported import struct KinemaViews.ScaledShape
    @_exported import protocol KinemaScene.Shape
    @_exported import struct KinemaViews.TransformedShape
    @_exported import struct KinemaScene.UnevenRoundedRectangle
    // KinemaScene/State
    @_exported import struct KinemaScene.Bindable
    @_exported import struct KinemaScene.Binding
    @_exported import protocol KinemaScene.DynamicProperty
    @_exported import struct KinemaScene.EnvironmentObject
    @_exported import struct KinemaScene.ObservedObject
    @_exported import struct KinemaScene.State
    @_exported import struct KinemaScene.StateObject
    @_exported import struct KinemaScene.Transaction
    @_exported import protocol KinemaScene.TransactionKey
    @_exported import func KinemaScene.withAnimation
    @_exported import func KinemaScene.withTransaction
    // KinemaScene/Storage
    @_exported import struct KinemaScene.AppStorage
    @_exported import struct KinemaScene.SceneStorage
    // KinemaScene/Styles, KinemaViews/Styles
    @_exported import struct KinemaScene.AngularGradient
    @_exported import struct KinemaScene.AnyGradient
    @_exported import struct KinemaScene.AnyShapeStyle
    @_exported import struct KinemaScene.BackgroundStyle
    @_exported import enum KinemaViews.ColorRenderingMode
    @_exported import struct KinemaScene.EllipticalGradient
    @_exported import struct KinemaScene.ForegroundStyle
    @_exported import struct KinemaScene.HierarchicalShapeStyle
    @_exported import struct KinemaScene.ImagePaint
    @_exported import struct KinemaScene.LinearGradient
    @_exported import struct KinemaScene.Material
    @_exported import struct KinemaScene.MeshGradient
    @_exported import struct KinemaScene.RadialGradient
    @_exported import struct KinemaScene.ShadowStyle
    @_exported import protocol KinemaScene.ShapeStyle
    @_exported import struct KinemaScene.TintShapeStyle
    // KinemaScene/Text, KinemaViews/Text
    @_exported import struct KinemaViews.ContentTransition
    @_exported import struct KinemaScene.LocalizedStringKey
    @_exported import struct KinemaScene.Text
    // KinemaScene/TimelineView, KinemaViews/TimelineView
    @_exported import struct KinemaViews.AnimationTimelineSchedule
    @_exported import struct KinemaScene.EveryMinuteTimelineSchedule
    @_exported import struct KinemaViews.ExplicitTimelineSchedule
    @_exported import struct KinemaScene.PeriodicTimelineSchedule
    @_exported import protocol KinemaScene.TimelineSchedule
    @_exported import enum KinemaScene.TimelineScheduleMode
    @_exported import struct KinemaScene.TimelineView
    @_exported import typealias KinemaScene.TimelineViewDefaultContext
    // KinemaScene/Transitions, KinemaViews/Transitions
    @_exported import struct KinemaScene.AnyTransition
    @_exported import struct KinemaScene.AsymmetricTransition
    @_exported import struct KinemaViews.BlurReplaceTransition
    @_exported import struct KinemaScene.IdentityTransition
    @_exported import struct KinemaScene.MoveTransition
    @_exported import struct KinemaScene.OffsetTransition
    @_exported import struct KinemaScene.OpacityTransition
    @_exported import struct KinemaScene.PushTransition
    @_exported import struct KinemaScene.ScaleTransition
    @_exported import struct KinemaScene.SlideTransition
    @_exported import struct KinemaViews.SymbolEffectTransition
    @_exported import protocol KinemaScene.Transition
    @_exported import enum KinemaScene.TransitionPhase
    @_exported import struct KinemaScene.TransitionProperties
    @_exported import protocol KinemaViews.TransitionSymbolEffect
    // KinemaScene/View
    @_exported import struct KinemaScene.AnyView
    @_exported import struct KinemaScene.EmptyView
    @_exported import struct KinemaScene.Group
    @_exported import struct KinemaScene.ModifiedContent
    @_exported import struct KinemaScene.TupleView
    @_exported import protocol KinemaScene.View
    @_exported import protocol KinemaScene.ViewModifier
    // KinemaScene/Environment
    @_exported import struct KinemaScene.ScaledMetric
    // KinemaScene/Subviews, KinemaViews/Subviews
    @_exported import protocol KinemaScene.ContainerValueKey
    @_exported import struct KinemaScene.ContainerValues
    @_exported import struct KinemaViews.ForEachSubviewCollection
    @_exported import struct KinemaViews.GroupElementsOfContent
    @_exported import struct KinemaScene.Subview
    @_exported import struct KinemaViews.SubviewsCollection
    @_exported import struct KinemaViews.SubviewsCollectionSlice
    @_exported import enum KinemaScene._VariadicView
    @_exported import struct KinemaScene._VariadicView_Children
    @_exported import protocol KinemaScene._VariadicView_MultiViewRoot
    @_exported import protocol KinemaScene._VariadicView_Root
    @_exported import protocol KinemaScene._VariadicView_UnaryViewRoot
    @_exported import protocol KinemaScene._VariadicView_ViewRoot
    @_exported import protocol KinemaScene._ViewTraitKey
#endif
