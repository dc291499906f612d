import Foundation

extension DeviceScreen {
    /// The size classes a full-screen app sees on this device in `orientation`, as Apple's
    /// Human Interface Guidelines list them (*Layout*, *Device size classes*) (Kinema's own).
    ///
    /// An iPad is regular both ways in either orientation. An iPhone is compact wide and
    /// regular high in portrait, and compact high in landscape, where the larger ones (a
    /// portrait width of 414 points or more: the Plus and Pro Max models, iPhone 11 and XR)
    /// are regular wide.
    ///
    /// ```swift
    /// DeviceScreen.iPhone15.sizeClasses(in: .landscapeLeft)        // (.compact, .compact)
    /// DeviceScreen.iPhone15ProMax.sizeClasses(in: .landscapeLeft)  // (.regular, .compact)
    /// ```
    /// - Parameter orientation: The device's orientation.
    /// - Returns: The horizontal and the vertical size class.
    public func sizeClasses(in orientation: InterfaceOrientation) -> (
        horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        switch idiom {
        case .pad:
            return (.regular, .regular)
        case .phone:
            switch orientation {
            case .portrait, .portraitUpsideDown:
                return (.compact, .regular)
            case .landscapeLeft, .landscapeRight:
                return (size.width >= 414 ? .regular : .compact, .compact)
            }
        }
    }
}
