// Shared by the gesture tests: a log of what gesture closures saw, and where a host drew
// its first filled shape.
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

/// What gesture closures saw, in order.
@MainActor
final class GestureLog {
    var entries: [String] = []
    var drags: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// The canvas of the gesture tests: a 100-point pad centred in it has its frame at
/// (50, 50, 100, 100), its centre at (100, 100) of the scene.
let gestureCanvas = CGSize(width: 200, height: 200)

/// The scene date of scene time `t` for a host with the default start date.
func sceneTime(_ date: Date) -> Double { date.timeIntervalSinceReferenceDate }

/// The bounds of the first filled shape of `list`, in the canvas.
func firstFillBounds(_ list: DisplayList) -> CGRect? {
    for item in list.items {
        if case .fill(let path, _, _, let transform) = item {
            return path.boundingRect.applying(transform)
        }
    }
    return nil
}
