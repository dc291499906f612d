import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene

/// Frame drawings made from scene timelines: each frame is the timeline's display list at
/// the frame's time, drawn by a `DisplayListRenderer` on the worker's canvas.
public enum SceneDrawing {
    /// A drawing of `timeline` (a `SceneTimeline` or a hosted view's
    /// `HostedTimeline`), scaled to fill the canvas's width.
    ///
    /// Each worker first gets the frame's `PreparedFrame`: at once when the frame shows no
    /// dynamic content, else from the main actor, where the frame's per-frame content
    /// (animatable modifiers' bodies, animator and `TimelineView` content) is evaluated as
    /// SwiftUI evaluates it. Display list, rasterizing and encoding then run on the worker,
    /// so preparation of one frame overlaps the drawing of others.
    ///
    /// The renderer of each frame uses the worker's text renderer and the shared `images`;
    /// it makes Cairo surfaces of the images it draws, for that frame only.
    /// - Parameters:
    ///   - timeline: The scene.
    ///   - images: Decoded PNG files (and images made in memory) the scene names.
    ///   - background: Painted under each frame; white by default (opaque frames).
    public static func drawing(
        _ timeline: some SceneFrameSource, images: ImageStore = ImageStore(),
        background: Color = .white
    ) -> FrameDrawing {
        { frame, canvas in
            let list = await timeline.prepareFrame(at: frame.time).displayList()
            let renderer = DisplayListRenderer(text: canvas.text, images: images)
            let scale = list.size.width > 0 ? Double(canvas.size.width) / list.size.width : 1
            renderer.render(
                list, options: DisplayListRenderOptions(scale: scale, background: background),
                in: canvas.context)
        }
    }
}
