import Foundation

/// A trait of a preview: its layout or orientation (DeveloperToolsSupport's
/// `PreviewTrait`).
public struct PreviewTrait<T>: Sendable {
    /// The layout this trait sets, if it is a layout trait.
    public let layout: PreviewLayout?
    /// The orientation this trait sets, if it is an orientation trait.
    public let orientation: InterfaceOrientation?

    private init(layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
        self.layout = layout
        self.orientation = orientation
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview shows the content in a device-sized canvas.
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }

    /// The preview's canvas is the content's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }

    /// The preview's canvas has a fixed size.
    /// - Parameters:
    ///   - width: The canvas width in points.
    ///   - height: The canvas height in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }

    /// Portrait orientation.
    public static var portrait: PreviewTrait { PreviewTrait(orientation: .portrait) }

    /// Portrait orientation, upside down.
    public static var portraitUpsideDown: PreviewTrait {
        PreviewTrait(orientation: .portraitUpsideDown)
    }

    /// Landscape, with the top of the device on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(orientation: .landscapeLeft) }

    /// Landscape, with the top of the device on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(orientation: .landscapeRight) }
}
