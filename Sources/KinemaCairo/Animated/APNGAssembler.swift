/// Builds an APNG file frame by frame: `acTL` after the header, then per frame an `fcTL`
/// and its data (`IDAT` for the first frame, the default image; `fdAT` after), then `IEND`.
///
/// Each frame after the first is cropped to the rectangle that changed against the canvas
/// it is drawn on. That canvas depends on how the previous frame is disposed of, so a
/// frame's `fcTL` is written only when the next frame arrives: for each disposal (none,
/// background, previous) and blend (source, over) the encoder compresses the candidate and
/// keeps the smallest. Every choice reproduces the target frame exactly.
struct APNGAssembler {
    /// APNG's `dispose_op`.
    enum Disposal: UInt8, CaseIterable {
        case none = 0
        case background = 1
        case previous = 2
    }

    /// APNG's `blend_op`.
    enum Blend: UInt8 {
        case source = 0
        case over = 1
    }

    /// A compressed frame waiting for its disposal to be chosen.
    private struct Pending {
        var rect: PixelRect
        var blend: Blend
        var data: [UInt8]
    }

    let colorType: PNGFile.ColorType
    let settings: PNGEncodingSettings
    let delay: FrameDelay
    private(set) var file: [UInt8]
    private var sequence: UInt32 = 0
    private var pending: Pending?
    /// The last frame added, and the canvas it was drawn on.
    private var shown = RGBAImage(width: 0, height: 0)
    private var canvasBefore = RGBAImage(width: 0, height: 0)
    private var isFirst = true

    /// Starts a file of `frameCount` frames of `size`, played `loopCount` times (0: forever).
    init(
        size: PixelSize, frameCount: Int, loopCount: Int, delay: FrameDelay,
        colorType: PNGFile.ColorType, settings: PNGEncodingSettings
    ) {
        (self.colorType, self.settings, self.delay) = (colorType, settings, delay)
        file = PNGFile.signature
        PNGFile.appendHeader(
            width: size.width, height: size.height, colorType: colorType, to: &file)
        var control: [UInt8] = []
        PNGFile.appendBigEndian(UInt32(frameCount), to: &control)
        PNGFile.appendBigEndian(UInt32(loopCount), to: &control)
        PNGFile.appendChunk("acTL", control[...], to: &file)
    }

    /// Adds the next frame, the size of the canvas.
    mutating func add(_ frame: RGBAImage) {
        guard !isFirst else {
            let full = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
            pending = Pending(rect: full, blend: .source, data: compress(frame))
            canvasBefore = RGBAImage(width: frame.width, height: frame.height)
            shown = frame
            isFirst = false
            return
        }
        var best: (disposal: Disposal, base: RGBAImage, frame: Pending)?
        var sourceData: [PixelRect: [UInt8]] = [:]
        for disposal in Disposal.allCases {
            guard let base = base(after: disposal) else { continue }
            let rect =
                FrameDifference.changedBounds(base, frame)
                ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            var candidates: [Pending] = []
            if sourceData[rect] == nil {
                sourceData[rect] = compress(frame.cropped(to: rect))
                candidates.append(Pending(rect: rect, blend: .source, data: sourceData[rect]!))
            }
            if colorType == .rgba,
                let over = FrameDifference.overPixels(frame, base: base, in: rect)
            {
                candidates.append(Pending(rect: rect, blend: .over, data: compress(over)))
            }
            for candidate in candidates
            where best == nil || candidate.data.count < best!.frame.data.count {
                best = (disposal, base, candidate)
            }
        }
        flush(disposal: best!.disposal)
        pending = best!.frame
        canvasBefore = best!.base
        shown = frame
    }

    /// Writes the last frame and `IEND`; returns the file.
    mutating func finish() -> [UInt8] {
        flush(disposal: .none)
        PNGFile.appendChunk("IEND", [][...], to: &file)
        return file
    }

    /// The canvas the next frame is drawn on when the last one is disposed of this way;
    /// `nil` for disposals that cannot apply (background needs alpha; previous on the first
    /// frame means background).
    private func base(after disposal: Disposal) -> RGBAImage? {
        guard let pending else { return nil }
        switch disposal {
        case .none: return shown
        case .background:
            return colorType == .rgba ? FrameDifference.clearing(pending.rect, of: shown) : nil
        case .previous:
            return sequence == 0 ? nil : canvasBefore
        }
    }

    /// The image data of `image` with ``settings``; when those are not `.fast`'s, also with
    /// `.fast`'s, keeping the smaller (filter None and run-aware deflate can win on flat
    /// graphics and on frames mostly made transparent by the "over" blend).
    private func compress(_ image: RGBAImage) -> [UInt8] {
        var best: [UInt8]?
        for candidate in [settings, PNGCompression.fast.settings]
        where best == nil || candidate != settings {
            let scanlines = PNGScanlines.filtered(
                image, colorType: colorType, filter: candidate.filter)
            let data = PNGFile.imageData(
                scanlines: scanlines, width: image.width, colorType: colorType,
                settings: candidate)
            if best == nil || data.count < best!.count { best = data }
        }
        return best!
    }

    /// Writes the pending frame's `fcTL` with `disposal`, then its data chunks.
    private mutating func flush(disposal: Disposal) {
        guard let frame = pending else { return }
        var control: [UInt8] = []
        PNGFile.appendBigEndian(sequence, to: &control)
        for value in [frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
            PNGFile.appendBigEndian(UInt32(value), to: &control)
        }
        control += [
            UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
            UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF),
            disposal.rawValue, frame.blend.rawValue,
        ]
        PNGFile.appendChunk("fcTL", control[...], to: &file)
        sequence += 1
        let isDefaultImage = sequence == 1
        let limit = PNGFile.maximumChunkLength - (isDefaultImage ? 0 : 4)
        var start = 0
        repeat {
            let end = min(frame.data.count, start + limit)
            if isDefaultImage {
                PNGFile.appendChunk("IDAT", frame.data[start..<end], to: &file)
            } else {
                var chunk: [UInt8] = []
                chunk.reserveCapacity(4 + end - start)
                PNGFile.appendBigEndian(sequence, to: &chunk)
                chunk += frame.data[start..<end]
                PNGFile.appendChunk("fdAT", chunk[...], to: &file)
                sequence += 1
            }
            start = end
        } while start < frame.data.count
        pending = nil
    }
}
