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
    /// The sprite sheet `kinema render` writes when `--sheet` is not given; `nil` for none.
    public var sheet: SpriteSheetOptions.Layout?
    /// Builds the drawing for the user's inputs (such as `--image FILE`) before frames are
    /// rendered, off the main actor; returns ``draw`` unless the demo has inputs.
    public var prepare: @Sendable (DemoInputs) async throws -> FrameDrawing
    /// Whether the demo uses ``DemoInputs`` (it was given a `prepare` closure); the command
    /// refuses `--image` for a demo that does not.
    public var takesInputs: Bool

    /// Creates a demo.
    public init(
        name: String, summary: String, size: PixelSize, duration: Double, fps: Double,
        sheet: SpriteSheetOptions.Layout? = nil,
        prepare: (@Sendable (DemoInputs) async throws -> FrameDrawing)? = nil,
        draw: @escaping FrameDrawing
    ) {
        self.name = name
        self.summary = summary
        self.size = size
        self.duration = duration
        self.fps = fps
        self.sheet = sheet
        self.prepare = prepare ?? { _ in draw }
        self.takesInputs = prepare != nil
        self.draw = draw
    }
}

/// What a user gives a demo on the command line.
public struct DemoInputs: Hashable, Sendable {
    /// A PNG file to show and work on (`--image FILE`), or `nil` for the demo's own.
    public var imagePath: String?

    /// Creates inputs.
    public init(imagePath: String? = nil) { self.imagePath = imagePath }
}

/// The demos `kinema` knows, by name.
public enum DemoRegistry {
    /// Every demo, in the order `kinema demos` lists them.
    @MainActor
    public static let all: [Demo] = [
        ExtractorDemo.demo, WheelDemo.demo, CurvesDemo.demo, SpinnerDemo.demo,
    ]

    /// The demo `kinema` renders without arguments.
    public static let defaultName = "extractor"

    /// The demo called `name`, or `nil`.
    @MainActor
    public static func demo(named name: String) -> Demo? {
        all.first { $0.name == name }
    }
}
