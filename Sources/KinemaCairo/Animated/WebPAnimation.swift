import CWebP

/// Owns one libwebp `WebPAnimEncoder` and frees it when it goes away.
///
/// Not `Sendable`: the encoder belongs to the task that made it.
final class WebPAnimation {
    private let encoder: OpaquePointer

    /// A new encoder for a canvas of `size`, looping `loopCount` times (0: forever), on a
    /// transparent background.
    init(size: PixelSize, loopCount: Int) throws {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw AnimatedImageError.encodingFailed("libwebp's animation options version differs")
        }
        options.anim_params.loop_count = Int32(loopCount)
        options.anim_params.bgcolor = 0
        guard
            let encoder = WebPAnimEncoderNew(Int32(size.width), Int32(size.height), &options)
        else {
            throw AnimatedImageError.encodingFailed(
                "libwebp could not make an encoder for \(size.width)x\(size.height) frames")
        }
        self.encoder = encoder
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Encodes `image` as the frame that starts at `timestamp` ms.
    func add(_ image: RGBAImage, timestamp: Int32, config: inout WebPConfig) throws {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw AnimatedImageError.encodingFailed("libwebp's picture version differs")
        }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        let imported = image.pixels.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(4 * image.width))
        }
        guard imported != 0 else {
            throw AnimatedImageError.encodingFailed(
                "libwebp could not take the frame: out of memory")
        }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw AnimatedImageError.encodingFailed(lastError)
        }
    }

    /// Ends the last frame at `endTimestamp` ms and returns the file.
    func assemble(endTimestamp: Int32) throws -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, endTimestamp, nil) != 0 else {
            throw AnimatedImageError.encodingFailed(lastError)
        }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw AnimatedImageError.encodingFailed(lastError)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private var lastError: String {
        guard let text = WebPAnimEncoderGetError(encoder) else { return "unknown error" }
        let message = String(cString: text)
        return message.isEmpty ? "unknown error" : message
    }
}
