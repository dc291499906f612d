import Foundation
import KinemaCore
import KinemaGraphics

extension ViewHost {
    /// Creates a host showing `content` full screen on a device, as a hosting controller
    /// filling the device's window shows its root view: the canvas is the device's screen
    /// in `orientation`, and the content is laid out in its safe area (see
    /// ``init(size:safeAreaInsets:environment:measurer:startDate:content:)``).
    ///
    /// ```swift
    /// let host = ViewHost(device: .iPhone15) {
    ///     Color.blue.ignoresSafeArea()   // fills all of 393 x 852 points
    /// }
    /// ```
    /// - Parameters:
    ///   - device: The device; ``DeviceScreen/default`` (an iPhone 15) unless given.
    ///   - orientation: The device's orientation; portrait unless given.
    ///   - environment: The environment at the root (Kinema's deterministic defaults
    ///     unless given); its `displayScale` is set to the device's scale.
    ///   - measurer: Measures text and images; the deterministic fallback unless given.
    ///   - startDate: The date at scene time 0; fixed by default.
    ///   - content: The root view, made once.
    public convenience init<Content: View>(
        device: DeviceScreen = .default, orientation: InterfaceOrientation = .portrait,
        environment: EnvironmentValues = EnvironmentValues(),
        measurer: any TextMeasurer = FallbackTextMeasurer(),
        startDate: Date = Date(timeIntervalSinceReferenceDate: 0),
        @ViewBuilder content: () -> Content
    ) {
        var environment = environment
        environment.displayScale = device.scale
        self.init(
            size: device.size(in: orientation),
            safeAreaInsets: device.safeAreaInsets(in: orientation), environment: environment,
            measurer: measurer, startDate: startDate, content: content)
    }
}
