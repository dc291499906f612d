import Foundation
import KinemaCore

/// The state of an ``AsyncImage``'s loading, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded (yet): a remote image, or no URL.
    case empty
    /// Loaded.
    case success(Image)
    /// The image could not be loaded.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// A view that loads and shows an image from a URL, as SwiftUI's `AsyncImage`.
///
/// Kinema renders without a network, so that frames are the same on every run: a
/// `file:` URL of a PNG loads at once (the phase is `.success` from the first frame); a
/// remote URL never loads (`.empty`: the placeholder is drawn, and a diagnostic names the
/// URL); a missing file or another scheme fails (`.failure`). The default placeholder
/// fills the space offered with iOS's secondary system fill, (120, 120, 128) at 0.16.
nonisolated public struct AsyncImage<Content: View>: View, PrimitiveView {
    private let content: ViewResolver
    private let diagnostic: String?

    /// No body: the content for the phase is resolved in its place.
    public typealias Body = Never

    /// An image from `url`, with the default placeholder until it loads.
    /// - Parameters:
    ///   - url: Where the image is.
    ///   - scale: The image's pixels per point.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        let (phase, diagnostic) = Self.load(url, scale: scale)
        self.diagnostic = diagnostic
        if let image = phase.image {
            content = ViewResolver(image)
        } else {
            content = ViewResolver(
                Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.16))
        }
    }

    /// An image from `url` shown through `content` once loaded, and `placeholder` until
    /// then (or when it fails).
    /// - Parameters:
    ///   - url: Where the image is.
    ///   - scale: The image's pixels per point.
    ///   - content: The view of the loaded image.
    ///   - placeholder: The view until the image loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: (Image) -> I,
        @ViewBuilder placeholder: () -> P
    ) where Content == _ConditionalContent<I, P> {
        let (phase, diagnostic) = Self.load(url, scale: scale)
        self.diagnostic = diagnostic
        if let image = phase.image {
            self.content = ViewResolver(content(image))
        } else {
            self.content = ViewResolver(placeholder())
        }
    }

    /// An image from `url` shown through `content` for each phase of its loading.
    /// - Parameters:
    ///   - url: Where the image is.
    ///   - scale: The image's pixels per point.
    ///   - transaction: The transaction of the change to the loaded phase (a loaded
    ///     file's phase is there from the start, so nothing animates).
    ///   - content: The view of a phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: (AsyncImagePhase) -> Content
    ) {
        let (phase, diagnostic) = Self.load(url, scale: scale)
        self.diagnostic = diagnostic
        self.content = ViewResolver(content(phase))
    }

    /// The phase of `url` for Kinema (see the type's documentation), and what the
    /// diagnostics say about it.
    private static func load(_ url: URL?, scale: CGFloat) -> (AsyncImagePhase, String?) {
        guard let url else { return (.empty, nil) }
        guard url.isFileURL else {
            let scheme = url.scheme?.lowercased() ?? ""
            if scheme == "http" || scheme == "https" {
                return (
                    .empty,
                    "AsyncImage(url: \(url.absoluteString)): Kinema renders without a network; "
                        + "drawing the placeholder"
                )
            }
            let error = AsyncImageLoadingError(url: url, reason: "is not a file or web URL")
            return (.failure(error), "AsyncImage: \(error)")
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            let error = AsyncImageLoadingError(url: url, reason: "is not a readable file")
            return (.failure(error), "AsyncImage: \(error)")
        }
        var image = Image(contentsOfFile: url.path)
        image.scale = scale
        return (.success(image), nil)
    }

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if let diagnostic { context.diagnose(diagnostic) }
        content(id: context.identity(parent: id, .content), context: &context)
    }
}

/// Why an ``AsyncImage`` could not load its URL.
nonisolated internal struct AsyncImageLoadingError: Error, CustomStringConvertible {
    internal let url: URL
    internal let reason: String

    internal var description: String { "\(url.absoluteString) \(reason)" }
}
