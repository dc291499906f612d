// KinemaScene: views, modifiers and state timelines that produce display lists.
@_exported import KinemaAnimation
@_exported import KinemaLayout
