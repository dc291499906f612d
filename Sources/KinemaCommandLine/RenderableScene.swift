import Foundation
import KinemaCairo
import KinemaCore
import KinemaRendering
import KinemaScene

/// A named animation the command line renders: its default frame size, length and rate and
/// how to draw a frame.
///
/// Most scenes are a `SceneTimeline`:
///
/// ```swift
/// RenderableScene(name: "pulse", duration: 2, fps: 30) {
///     var timeline = SceneTimeline(size: CGSize(width: 200, height: 200), initialState: false) {
///         big in Circle().fill(Color.blue).frame(width: big ? 120 : 60, height: big ? 120 : 60)
///     }
///     timeline.change(at: 0.5, animation: .spring) { $0 = true }
///     return timeline
/// }
/// ```
///
/// Any `FrameDrawing` works too (``init(name:summary:size:duration:fps:sheet:prepare:draw:)``),
/// for frames drawn with Cairo directly.
public struct RenderableScene: Sendable {
    /// The name users type after `render`, such as `pulse`.
    public var name: String
    /// One line about what it shows (`demos` lists it).
    public var summary: String
    /// The default frame size in points (pixels at `--scale 1`).
    public var size: PixelSize
    /// The default length in seconds.
    public var duration: Double
    /// The default frame rate.
    public var fps: Double
    /// The sprite sheet `render` writes when `--sheet` is not given; `nil` for none.
    public var sheet: SpriteSheetOptions.Layout?
    /// Builds the drawing for the user's inputs (such as `--image FILE`) before frames are
    /// rendered, off the main actor.
    public var prepare: @Sendable (SceneInputs) async throws -> FrameDrawing
    /// Whether the scene uses ``SceneInputs``; the command refuses `--image` for one that
    /// does not.
    public var takesInputs: Bool
    /// Whether ``prepare`` draws a scene's display list, which fills the canvas's width
    /// (so `--scale` only enlarges the canvas); a plain drawing is given a Cairo
    /// transformation of the scale instead.
    var fillsCanvas: Bool
    /// Whether ``prepare`` hosts a view, which `--device` can put on a device's screen.
    var hostsView = false

    /// Creates a scene drawn by `draw`, a closure that draws one frame with Cairo into a
    /// canvas of the frame's size.
    ///
    /// - Parameters:
    ///   - name: The name users type.
    ///   - summary: One line about it.
    ///   - size: The default frame size in points.
    ///   - duration: The default length in seconds.
    ///   - fps: The default frame rate.
    ///   - sheet: The sprite sheet written without `--sheet`; `nil` (the default) for none.
    ///   - prepare: Builds the drawing from the user's inputs; `nil` (the default) when the
    ///     scene takes none, and `draw` is used as it is.
    ///   - draw: Draws one frame.
    public init(
        name: String, summary: String = "", size: PixelSize, duration: Double, fps: Double,
        sheet: SpriteSheetOptions.Layout? = nil,
        prepare: (@Sendable (SceneInputs) async throws -> FrameDrawing)? = nil,
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
        self.fillsCanvas = false
    }

    /// Creates a scene from a timeline, whose size (rounded up to whole points) is the
    /// default frame size.
    ///
    /// - Parameters:
    ///   - name: The name users type.
    ///   - summary: One line about it.
    ///   - duration: The default length in seconds.
    ///   - fps: The default frame rate; 30 by default.
    ///   - sheet: The sprite sheet written without `--sheet`; `nil` (the default) for none.
    ///   - background: Painted under every frame; white (opaque frames) by default, `.clear`
    ///     for sprites.
    ///   - timeline: Makes the timeline; called once here for its size, then once per render,
    ///     on the main actor (where views and their bodies live).
    @MainActor
    public init<State: Sendable>(
        name: String, summary: String = "", duration: Double, fps: Double = 30,
        sheet: SpriteSheetOptions.Layout? = nil, background: Color = .white,
        timeline: @escaping @MainActor @Sendable () -> SceneTimeline<State>
    ) {
        self.init(
            name: name, summary: summary, duration: duration, fps: fps, sheet: sheet,
            background: background, scaledTimeline: { _ in timeline() })
    }

    /// Creates a scene from a timeline made for the render's pixels per point (`--scale`),
    /// for scenes that draw hairlines of one pixel (`1 / displayScale` points) or pick
    /// assets by scale; otherwise as ``init(name:summary:duration:fps:sheet:background:timeline:)``.
    ///
    /// - Parameters:
    ///   - name: The name users type.
    ///   - summary: One line about it.
    ///   - duration: The default length in seconds.
    ///   - fps: The default frame rate; 30 by default.
    ///   - sheet: The sprite sheet written without `--sheet`; `nil` (the default) for none.
    ///   - background: Painted under every frame; white by default, `.clear` for sprites.
    ///   - timeline: Makes the timeline for a display scale (1 for the default size);
    ///     called once here (at scale 1) for its size, then once per render, on the main
    ///     actor.
    @MainActor
    public init<State: Sendable>(
        name: String, summary: String = "", duration: Double, fps: Double = 30,
        sheet: SpriteSheetOptions.Layout? = nil, background: Color = .white,
        scaledTimeline timeline:
            @escaping @MainActor @Sendable (_ displayScale: Double) -> SceneTimeline<State>
    ) {
        self.name = name
        self.summary = summary
        self.size = Self.frameSize(ofPoints: timeline(1).size)
        self.duration = duration
        self.fps = fps
        self.sheet = sheet
        self.prepare = { inputs in
            SceneDrawing.drawing(await timeline(inputs.displayScale), background: background)
        }
        self.takesInputs = false
        self.fillsCanvas = true
    }

    /// The default frame size of a canvas of `points`: whole points, rounded up, within
    /// 1...32,767 (Cairo's limit) each way; 1 for a NaN or infinite side.
    static func frameSize(ofPoints points: CGSize) -> PixelSize {
        func side(_ length: CGFloat) -> Int {
            length.isFinite ? Int(min(max(length.rounded(.up), 1), 32_767)) : 1
        }
        return PixelSize(width: side(points.width), height: side(points.height))
    }

    /// Marks a scene whose drawing fills the canvas's width by itself (a scene's display
    /// list drawn by `SceneDrawing`), so `--scale` enlarges only the canvas.
    ///
    /// - Returns: The scene, marked.
    public func fillingCanvas() -> RenderableScene {
        var scene = self
        scene.fillsCanvas = true
        return scene
    }
}

/// What a user gives a scene on the command line.
public struct SceneInputs: Hashable, Sendable {
    /// A PNG file to show and work on (`--image FILE`), or `nil` for the scene's own.
    public var imagePath: String?
    /// Pixels per point of the frames (`--scale`); 1 by default. A hosted view reads it
    /// as `EnvironmentValues.displayScale`.
    public var displayScale: Double
    /// The scene time of the last frame rendered: a hosted view's events run up to it.
    /// 10 seconds unless the render sets it.
    public var endTime: Double = 10
    /// The device a hosted view is shown on (`--device NAME`): its screen is the canvas
    /// and the view is laid out in its safe area; `nil` for the scene's own canvas.
    public var device: DeviceScreen?

    /// Creates inputs.
    ///
    /// - Parameters:
    ///   - imagePath: A PNG file for the scene, or `nil` (the default).
    ///   - displayScale: Pixels per point; 1 by default.
    public init(imagePath: String? = nil, displayScale: Double = 1) {
        self.imagePath = imagePath
        self.displayScale = displayScale
    }
}
