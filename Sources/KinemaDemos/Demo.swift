import KinemaCairo

/// A built-in animation the `kinema` command renders: a name, default frame settings and a
/// drawing closure for each frame.
///
/// Demos draw through a ``FrameDrawing``, so the scene module's demos (display lists
/// rendered by the Cairo backend) register the same way as ``CurvesDemo``, which calls
/// Cairo directly.
public struct Demo: Sendable {
    /// The name users type, such as `curves`.
    public var name: String
    /// One line about what it shows.
    public var summary: String
    /// The default frame size.
    public var size: PixelSize
    /// The default length in seconds.
    public var duration: Double
    /// The default frame rate.
    public var fps: Double
    /// Draws one frame.
    public var draw: FrameDrawing

    /// Creates a demo.
    public init(
        name: String, summary: String, size: PixelSize, duration: Double, fps: Double,
        draw: @escaping FrameDrawing
    ) {
        self.name = name
        self.summary = summary
        self.size = size
        self.duration = duration
        self.fps = fps
        self.draw = draw
    }
}

/// The demos `kinema` knows, by name.
public enum DemoRegistry {
    /// Every demo, in the order `kinema demos` lists them.
    public static let all: [Demo] = [CurvesDemo.demo]

    /// The demo `kinema` renders without arguments.
    public static let defaultName = "curves"

    /// The demo called `name`, or `nil`.
    public static func demo(named name: String) -> Demo? {
        all.first { $0.name == name }
    }
}
