import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// An image from a PNG file (Kinema's own initializer: SwiftUI's asset catalogues do not
/// exist on Linux). KinemaScene never decodes the file: the backend draws it, and its
/// measurer reports its size when none is given.
///
/// An image is its natural size unless made ``resizable()``; then it fills the frame it
/// is offered (combine with `aspectRatio`, `scaledToFit` or `scaledToFill`).
///
/// Bad input: when the size is neither given nor known to the measurer, the image is
/// 0 by 0 and a diagnostic is recorded; NaN or negative dimensions are 0.
nonisolated public struct Image: View, PrimitiveView, Equatable, Sendable {
    package var path: String
    package var size: CGSize?
    internal var isResizable = false
    /// What stands in for an image Linux cannot have (an SF Symbol, an asset catalogue's
    /// image); `nil` for a file's image.
    package var placeholder: ImagePlaceholder?
    /// Pixels per point of a file's image whose size is read from the file (a `@2x` image
    /// loaded by `AsyncImage(url:scale:)` is half its pixel size).
    internal var scale: CGFloat = 1
    /// The symbol rendering mode set on the image (`symbolRenderingMode(_:)`), which wins
    /// over the environment's.
    internal var symbolRenderingMode: SymbolRenderingMode?
    /// The template rendering mode set on the image (`renderingMode(_:)`).
    internal var templateRenderingMode: TemplateRenderingMode?

    /// Creates an image from a PNG file.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - size: The image's size in points; read by the backend's measurer when `nil`.
    public init(contentsOfFile path: String, size: CGSize? = nil) {
        self.path = path
        self.size = size
    }

    /// This image, stretched to fill the frame it is offered.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// No body: an image is a leaf.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if let placeholder {
            resolvePlaceholder(placeholder, id: id, context: &context)
            return
        }
        var natural =
            size
            ?? context.measurer.imageSize(atPath: path).map { pixels in
                scale.isFinite && scale > 0 && scale != 1
                    ? CGSize(width: pixels.width / scale, height: pixels.height / scale) : pixels
            }
        if natural == nil {
            context.diagnose("Image \(path): size unknown (none given, measurer has none); 0x0")
        }
        natural = natural.map {
            CGSize(
                width: $0.width.isFinite ? max($0.width, 0) : 0,
                height: $0.height.isFinite ? max($0.height, 0) : 0)
        }
        let leaf = ImageLeaf(path: path, size: natural ?? .zero, isResizable: isResizable)
        context.emit(context.node(id, .leaf(leaf)))
    }
}

/// The layout leaf of an image.
@SlotOwner
internal struct ImageLeaf: LeafContent {
    internal let path: String
    internal let size: CGSize
    internal let isResizable: Bool

    internal func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        guard isResizable else { return .fixed(size) }
        let size = self.size
        return .sizing { p in CGSize(width: p.width ?? size.width, height: p.height ?? size.height)
        }
    }

    internal func draw(
        size: CGSize, transform: CGAffineTransform, time: Double?,
        into list: inout DisplayListBuilder
    ) {
        list.append(
            .image(
                ImageItem(path: path, rect: CGRect(origin: .zero, size: size), transform: transform)
            ))
    }
}
