// KinemaLayout: the Layout protocol, stacks, grids and custom layouts, the layout engine.
@_exported import KinemaCore
