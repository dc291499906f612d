// KinemaAnimation: timing curves, easings, springs, animations, animators and keyframes.
@_exported import KinemaCore
