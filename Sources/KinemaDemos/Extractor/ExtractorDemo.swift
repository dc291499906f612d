import Foundation
import KinemaAnimation
import KinemaCairo
import KinemaCore
import KinemaRendering
import KinemaScene
import KinemaSceneDemos

/// The default demo: the seed's colour-extractor screen (``ExtractorScreen``) with a real
/// palette, extracted by k-means from the picture shown.
///
/// The screen starts with a grey placeholder palette. At 0.6 s the button is pressed: the
/// circle grows to 1.5 with a spring and the label pulses with a blur of radius 2; at
/// 2.6 s extraction ends, the palette crosses to the extracted colours and the palette
/// slides into the history row from `offset(y: 60)`. 400 x 700 on light grey, 3.6 s at
/// 30 fps.
///
/// The picture is `--image FILE` (a PNG, stretched to 300 x 200 as in the seed) or
/// ``GeneratedPhoto``. Extraction (``PaletteExtractor``, 5 colours, fixed seed) runs on a
/// detached task before any frame is drawn; frames are then a pure function of time.
public enum ExtractorDemo {
    /// When the button is pressed, in seconds.
    public static let pressTime = 0.6
    /// When extraction ends, in seconds.
    public static let doneTime = 2.6
    /// The screen's background: a light grey, so that the slider's white knob shows.
    public static let background = Color(white: 0.93)

    /// The demo.
    @MainActor
    public static let demo: Demo = {
        let scene = defaultScene
        return Demo(
            name: "extractor",
            summary: "the colour-extractor screen: k-means palette, scaling button, pulsing "
                + "blur, history sliding in (--image FILE for your own PNG)",
            size: PixelSize(width: 400, height: 700), duration: 3.6, fps: 30, sheet: .packed,
            prepare: { inputs in try await prepare(inputs).drawing },
            draw: { frame, canvas in try await scene.get().drawing(frame, canvas) })
    }()

    /// A prepared scene: the timeline, the images it names and its drawing.
    public struct Scene: Sendable {
        /// The screen over time.
        public var timeline: SceneTimeline<ExtractorState>
        /// The picture (by its path in the timeline's image items).
        public var images: ImageStore
        /// The extracted palette.
        public var palette: [Color]
        /// Draws frames of the timeline on ``background``.
        public var drawing: FrameDrawing {
            SceneDrawing.drawing(timeline, images: images, background: ExtractorDemo.background)
        }
    }

    /// The scene without inputs, made once (synchronously, on the main actor, where view
    /// bodies run) for ``Demo/draw``.
    @MainActor
    static let defaultScene = Result { () throws -> Scene in
        let image = try GeneratedPhoto.render()
        return scene(
            image: image, path: GeneratedPhoto.path, palette: PaletteExtractor().palette(of: image))
    }

    /// The largest `--image` decoded, in bytes of RGBA: 64 MiB (4,096 x 4,096 pixels). The
    /// picture is shown at 300 x 200, so larger files are refused from their header, naming
    /// the file and this limit, before their pixels are allocated.
    public static let maximumImageByteCount = 64 << 20

    /// Reads the picture, extracts its palette off the caller's actor and builds the scene.
    /// - Throws: ``ImageFileError`` naming a `--image` file that cannot be read or decoded,
    ///   or whose pixels exceed ``maximumImageByteCount``.
    @MainActor
    public static func prepare(_ inputs: DemoInputs) async throws -> Scene {
        let image: RGBAImage
        let path: String
        if let file = inputs.imagePath {
            image = try PNGDecoder.decode(
                contentsOf: URL(filePath: file), maximumByteCount: maximumImageByteCount)
            path = file
        } else {
            image = try GeneratedPhoto.render()
            path = GeneratedPhoto.path
        }
        let palette = await PaletteExtractor().extract(from: image)
        return scene(image: image, path: path, palette: palette)
    }

    /// The timeline for a picture and its palette.
    @MainActor
    public static func scene(image: RGBAImage, path: String, palette: [Color]) -> Scene {
        let images = ImageStore()
        images.insert(image, atPath: path)
        let placeholder = [Color](repeating: Color(white: 0.85), count: max(palette.count, 1))
        var state = ExtractorState(colors: placeholder)
        state.sliderValue = 0.25
        var timeline = SceneTimeline(
            size: CGSize(width: 400, height: 700), initialState: state,
            measurer: PangoTextMeasurer(images: images)
        ) { state in
            ExtractorScreen(state: state, imagePath: path)
        }
        timeline.change(at: pressTime, animation: .spring(duration: 0.5, bounce: 0)) {
            $0.isExtracting = true
        }
        timeline.change(at: doneTime, animation: .easeInOut(duration: 0.35)) { state in
            state.isExtracting = false
            state.colors = palette.isEmpty ? placeholder : palette
            state.history.append(Palette(id: 0, colors: palette))
            state.sliderValue = 0.75
        }
        return Scene(timeline: timeline, images: images, palette: palette)
    }
}
