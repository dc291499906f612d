import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import Synchronization

/// The last value a view's closure saw (closures run once per resolution pass).
final class GeometrySeen<Value: Sendable>: Sendable {
    private let storage: Mutex<Value?> = Mutex(nil)

    /// Keeps `value` as the last one seen.
    func record(_ value: Value) { storage.withLock { $0 = value } }

    /// The last value seen.
    var last: Value? { storage.withLock { $0 } }
}

extension DisplayList {
    /// The paints of the fills drawn visibly: outside every fully transparent group.
    var visibleFillPaints: [Paint] {
        var hidden: [Bool] = []
        var paints: [Paint] = []
        for item in items {
            switch item {
            case .beginGroup(let group):
                hidden.append((hidden.last ?? false) || group == .opacity(0))
            case .endGroup:
                hidden.removeLast()
            case .fill(_, let paint, _, _) where !(hidden.last ?? false):
                paints.append(paint)
            default:
                break
            }
        }
        return paints
    }
}
