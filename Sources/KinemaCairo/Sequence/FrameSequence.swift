import Foundation

/// Writes the frames of an animation as `frame_00000.png`, ... and a `manifest.json`,
/// rendering concurrently with one Cairo surface per worker task.
///
/// ```swift
/// let timeline = try FrameTimeline(from: 0, to: 2, fps: 30)
/// let sequence = FrameSequence(
///     timeline: timeline, size: PixelSize(width: 320, height: 240), directory: output)
/// let result = try await sequence.render { frame, canvas in
///     let list = scene.frame(at: frame.time)        // a SceneTimeline's DisplayList
///     DisplayListRenderer(text: canvas.text).render(
///         list, options: DisplayListRenderOptions(background: .white), in: canvas.context)
/// }
/// ```
///
/// The renderer-agnostic core of Kinema's backend: the closure draws display lists and text
/// into the worker's ``CairoCanvas``. Frames must be a pure function of the
/// frame; then the files are byte-identical whatever ``maximumConcurrency`` is.
///
/// **Guarantees.** Every input is checked before anything is written, and errors name it
/// (``FrameSequenceError``). Frame files and the manifest are written atomically (a
/// temporary sibling, then rename), so a stop, a crash or a failed frame leaves only
/// complete files; temporary files a killed run left are removed by the next one. The
/// manifest is written last, once every frame is present. A render holds a
/// ``DirectoryLock`` on its directory, so a second render into it is refused with
/// ``FrameSequenceError/directoryInUse(_:holder:)`` instead of mixing frames.
public struct FrameSequence: Sendable {
    /// The largest side of a frame, Cairo's limit: 32,767 pixels.
    public static let maximumSide = 32_767

    /// Which frames, at which times.
    public var timeline: FrameTimeline
    /// The size of every frame.
    public var size: PixelSize
    /// An existing, writable directory for the frames and the manifest.
    public var directory: URL
    /// Whether frames already complete in ``directory`` are kept rather than drawn again;
    /// `false` by default.
    ///
    /// A kept frame must decode fully at ``size`` (damaged ones are drawn again and counted
    /// in ``FrameSequenceResult/repairedCount``), and the directory's `settings.json` must
    /// match ``settings``: frames drawn with another size, rate or ``fingerprint`` are
    /// refused with ``FrameSequenceError/settingsChanged(_:changes:)``. Without resuming, a
    /// render first removes the frames and manifest of earlier runs.
    public var resumes: Bool
    /// What else determines the pixels, recorded in ``settings`` (such as a demo's name and
    /// its input files' ``FrameSettings/contentHash(of:)``); empty by default.
    public var fingerprint: [String: String]
    /// The most frames drawn at once, one worker task (and surface) each; at least 1.
    /// The number of active processors by default.
    public var maximumConcurrency: Int
    /// Pixels per point the drawing uses, recorded in the manifest (and, when not 1, in
    /// ``settings``); 1 by default. The drawing itself applies it.
    public var scale: Double
    /// How the PNG files are compressed; ``PNGCompression/fast`` by default.
    public var compression: PNGCompression
    /// The most memory the workers' buffers may take, estimated as 12 bytes per pixel per
    /// worker (surface, scanlines, compressed data); 2 GiB by default.
    public var memoryBudget: Int
    /// When set, no new frame starts and the render throws
    /// ``FrameSequenceError/interrupted(completed:total:)``.
    public var stopFlag: StopFlag?
    /// Called after each frame is written or skipped, one call at a time.
    public var progress: (@Sendable (FrameProgress) -> Void)?

    /// Creates a sequence; every other property has the default documented on it.
    public init(timeline: FrameTimeline, size: PixelSize, directory: URL) {
        self.timeline = timeline
        self.size = size
        self.directory = directory
        self.resumes = false
        self.fingerprint = [:]
        self.scale = 1
        self.maximumConcurrency = ProcessInfo.processInfo.activeProcessorCount
        self.compression = .fast
        self.memoryBudget = 2 << 30
        self.stopFlag = nil
        self.progress = nil
    }

    /// The number of worker tasks: ``maximumConcurrency`` within 1...frame count.
    public var workerCount: Int { min(max(1, maximumConcurrency), timeline.count) }

    /// Checks the size, the memory budget and the directory without writing anything.
    ///
    /// - Throws: ``FrameSequenceError`` naming the input at fault.
    public func validate() throws {
        try validateSettings()
        try Self.checkDirectory(directory)
    }

    /// Checks the size and the memory budget (not the directory, which may not exist yet).
    ///
    /// - Throws: ``FrameSequenceError/invalidSize(width:height:)`` or
    ///   ``FrameSequenceError/overMemoryBudget(width:height:bytes:budget:)``.
    public func validateSettings() throws {
        guard Self.isValidSide(size.width), Self.isValidSide(size.height) else {
            throw FrameSequenceError.invalidSize(width: size.width, height: size.height)
        }
        let bytes = 12 * size.width * size.height * workerCount
        guard bytes <= memoryBudget else {
            throw FrameSequenceError.overMemoryBudget(
                width: size.width, height: size.height, bytes: bytes, budget: memoryBudget)
        }
    }

    /// Whether `side` is a valid width or height: 1...``maximumSide``.
    static func isValidSide(_ side: Int) -> Bool { (1...maximumSide).contains(side) }

    /// Throws unless `directory` exists, is a directory and is writable.
    ///
    /// - Throws: ``FrameSequenceError/missingDirectory(_:)`` or
    ///   ``FrameSequenceError/unwritableDirectory(_:)`` naming it.
    public static func checkDirectory(_ directory: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw FrameSequenceError.missingDirectory(directory.path) }
        guard access(directory.path, W_OK | X_OK) == 0 else {
            throw FrameSequenceError.unwritableDirectory(directory.path)
        }
    }

    /// Renders the frames by drawing into each worker's Cairo canvas, then writes the manifest.
    ///
    /// - Parameter draw: Draws one frame; see ``FrameDrawing``.
    /// - Returns: What was written and how fast.
    /// - Throws: ``FrameSequenceError`` for bad input (nothing written), a failed frame (the
    ///   frames written so far stay), or a stop.
    /// - Complexity: One call of `draw` and one PNG encoding per frame not skipped, spread
    ///   over ``workerCount`` tasks.
    @discardableResult
    public func render(_ draw: @escaping FrameDrawing) async throws -> FrameSequenceResult {
        let (size, compression) = (size, compression)
        return try await run { () throws -> (SequenceFrame) async throws -> [UInt8] in
            let canvas = try CairoCanvas(size: size)
            let encoder = PNGEncoder(compression: compression)
            return { frame in
                canvas.beginFrame()
                try await draw(frame, canvas)
                try canvas.checkStatus(frame: frame.index)
                return try encoder.encode(canvas.surface)
            }
        }
    }

    /// Renders the frames from images a closure returns, then writes the manifest.
    ///
    /// - Parameter image: Produces one frame's pixels, of ``size``.
    /// - Throws: As ``render(_:)``, and ``FrameSequenceError/wrongImageSize(frame:width:height:expected:)``.
    @discardableResult
    public func render(
        images image: @escaping @Sendable (SequenceFrame) throws -> RGBAImage
    ) async throws -> FrameSequenceResult {
        let (size, compression) = (size, compression)
        return try await run { () throws -> (SequenceFrame) async throws -> [UInt8] in
            let encoder = PNGEncoder(compression: compression)
            return { frame in
                let pixels = try image(frame)
                guard pixels.size == size else {
                    throw FrameSequenceError.wrongImageSize(
                        frame: frame.index, width: pixels.width, height: pixels.height,
                        expected: size)
                }
                return try encoder.encode(pixels)
            }
        }
    }
}
