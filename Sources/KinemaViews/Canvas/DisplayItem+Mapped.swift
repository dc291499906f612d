import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

nonisolated extension DisplayItem {
    /// The item with `transform` applied after its own: a group's geometry too (a clip's
    /// path, a projection conjugated by `t`, a blur's and a shadow's reach scaled by
    /// `t`'s length scale and a shadow's offset by its linear part).
    internal func mapped(by t: CGAffineTransform) -> DisplayItem {
        switch self {
        case .fill(let path, let paint, let eoFill, let transform):
            return .fill(
                path: path, paint: paint, eoFill: eoFill, transform: transform.concatenating(t))
        case .stroke(let path, let paint, let style, let transform):
            return .stroke(
                path: path, paint: paint, style: style, transform: transform.concatenating(t))
        case .text(var run):
            run.transform = run.transform.concatenating(t)
            return .text(run)
        case .image(var image):
            image.transform = image.transform.concatenating(t)
            return .image(image)
        case .beginGroup(.clip(let path, let eoFill, let transform)):
            return .beginGroup(
                .clip(path: path, eoFill: eoFill, transform: transform.concatenating(t)))
        case .beginGroup(.projection(let m)):
            let into = ProjectionTransform(t)
            return .beginGroup(.projection(into.inverted().concatenating(m).concatenating(into)))
        case .beginGroup(.blur(let radius)):
            return .beginGroup(.blur(radius: radius * t.lengthScale))
        case .beginGroup(.shadow(let color, let radius, let offset)):
            let moved = CGSize(
                width: t.a * offset.width + t.c * offset.height,
                height: t.b * offset.width + t.d * offset.height)
            return .beginGroup(
                .shadow(color: color, radius: radius * t.lengthScale, offset: moved))
        case .beginGroup, .endGroup:
            return self
        }
    }
}
