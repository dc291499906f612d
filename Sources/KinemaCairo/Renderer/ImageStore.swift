import Foundation
import KinemaCore

/// Decoded PNG files by path, shared by the render tasks of a scene (Kinema's own).
///
/// Each file is read and decoded once, on first use, by ``PNGDecoder``; later requests from
/// any task get the same ``RGBAImage`` (a value, safe to share). A file that cannot be read
/// or decoded is remembered as failed with its error, so that a sequence of frames does not
/// try it again on every frame. Cairo surfaces are never stored here: each
/// ``DisplayListRenderer`` makes its own from these images.
public final class ImageStore: Sendable {
    private let entries = Locked<[String: Result<RGBAImage, ImageFileError>]>([:])

    /// Creates an empty store.
    public init() {}

    /// The image of the PNG file at `path`, decoded on first use.
    ///
    /// - Throws: The ``ImageFileError`` of the first attempt, for a file that cannot be read
    ///   or decoded.
    public func image(atPath path: String) throws -> RGBAImage {
        if let known = entries.withLock({ $0[path] }) { return try known.get() }
        // Decoded outside the lock: two tasks may decode the same file once each at first,
        // which costs time but never correctness (the results are equal).
        let result: Result<RGBAImage, ImageFileError>
        do {
            result = .success(try PNGDecoder.decode(contentsOf: URL(filePath: path)))
        } catch let error as ImageFileError {
            result = .failure(error)
        } catch {
            result = .failure(ImageFileError(.unreadable, path: path, reason: "\(error)"))
        }
        entries.withLock { $0[path] = result }
        return try result.get()
    }

    /// Adds an image under `path` without reading any file (for images made in memory).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - path: The name display lists use for it.
    public func insert(_ image: RGBAImage, atPath path: String) {
        entries.withLock { $0[path] = .success(image) }
    }
}
