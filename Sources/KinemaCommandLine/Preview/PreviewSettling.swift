import Foundation
import KinemaGraphics
import KinemaScene

/// How long a preview moves: the frames `kinema preview` renders when no `--duration` is
/// given.
enum PreviewSettling {
    /// The length, in seconds from time 0, of the frames of `source` at `fps` that show
    /// everything it does up to `cap`: through the first frame after which every frame up to
    /// `cap` draws the same display list as it.
    ///
    /// A view that never moves takes one frame; one that still moves at `cap` (an animation
    /// that repeats forever) takes `cap`. The frames are compared by their display lists,
    /// the values drawn, so a change too small to see still counts.
    ///
    /// - Parameters:
    ///   - source: What draws the frames (a hosted preview run up to `cap`).
    ///   - fps: Frames per second, finite and positive.
    ///   - cap: The longest length, in seconds, finite and at least one frame.
    /// - Returns: A whole number of frames over `fps`, from `1 / fps` to the frames in `cap`.
    /// - Complexity: One display list per frame up to `cap`.
    @MainActor
    static func duration(of source: some SceneFrameSource, fps: Double, cap: Double) -> Double {
        let last = max(Int((cap * fps).rounded(.down)) - 1, 0)
        var previous = source.frame(at: 0)
        var lastChange = 0
        for index in stride(from: 1, through: last, by: 1) {
            let list = source.frame(at: Double(index) / fps)
            if list != previous { lastChange = index }
            previous = list
        }
        return Double(lastChange + 1) / fps
    }
}
