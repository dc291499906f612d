import Foundation
import KinemaCairo

/// What a shard records in its folder (`job.json`) for `kinema finish`: the whole render
/// it is part of (scene, every frame, size, scale, rate, sprite sheet, HTML viewer,
/// fingerprint) and which part it drew. Every shard of one render records the same job but its index.
struct ShardJob: Hashable, Sendable {
    /// The file's name, `job.json`.
    static let fileName = "job.json"

    var scene: String
    var shard: Shard
    /// Every frame of the whole render.
    var frames: ClosedRange<Int>
    var fps: Double
    var size: PixelSize
    var scale: Double
    var sheet: SpriteSheetOptions.Layout?
    /// Whether the render asked for the HTML viewer (`--html`), which `finish` writes.
    var html = false
    var fingerprint: [String: String]

    /// The whole render's frames and times.
    func timeline() throws -> FrameTimeline {
        try FrameTimeline(frames: frames.lowerBound, through: frames.upperBound, fps: fps)
    }

    /// The sequence a single-machine run of the whole render writes into `directory`.
    func sequence(in directory: URL) throws -> FrameSequence {
        var sequence = FrameSequence(timeline: try timeline(), size: size, directory: directory)
        sequence.fingerprint = fingerprint
        sequence.scale = scale
        return sequence
    }

    /// The record as strings by name.
    var values: [String: String] {
        var values = [
            "scene": scene, "shard": String(shard.index), "shards": String(shard.count),
            "firstFrame": String(frames.lowerBound), "lastFrame": String(frames.upperBound),
            "fps": "\(fps)", "width": String(size.width), "height": String(size.height),
            "scale": "\(scale)", "sheet": Self.name(of: sheet), "html": html ? "true" : "false",
        ]
        for (key, value) in fingerprint { values["fingerprint." + key] = value }
        return values
    }

    /// Writes `job.json` into `directory`.
    func write(to directory: URL) throws {
        let text = FrameSettings(values: values).json
        try Data(text.utf8).write(to: directory.appending(path: Self.fileName), options: .atomic)
    }

    /// Reads the `job.json` of the shard folder `directory`.
    ///
    /// - Throws: ``RuntimeError`` naming the file when it is missing or damaged.
    static func read(from directory: URL) throws -> ShardJob {
        let url = directory.appending(path: fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RuntimeError(
                "\(url.path) is missing: the shard never started; run it (again)")
        }
        guard let values = try? JSONSerialization.jsonObject(with: data) as? [String: String],
            let job = ShardJob(values: values)
        else { throw RuntimeError("\(url.path) is damaged; run that shard again") }
        return job
    }

    private init?(values: [String: String]) {
        func integer(_ key: String) -> Int? { values[key].flatMap(parseInteger) }
        guard let scene = values["scene"], let index = integer("shard"),
            let count = integer("shards"), let first = integer("firstFrame"),
            let last = integer("lastFrame"), first <= last,
            let fps = values["fps"].flatMap(parseDecimal),
            let width = integer("width"), let height = integer("height"),
            let scale = values["scale"].flatMap(parseDecimal),
            let sheetName = values["sheet"], let sheet = Self.layout(named: sheetName)
        else { return nil }
        self.scene = scene
        self.shard = Shard(index: index, count: count)
        self.frames = first...last
        self.fps = fps
        self.size = PixelSize(width: width, height: height)
        self.scale = scale
        self.sheet = sheet
        // Written since the HTML viewer; a shard from before it asked for none.
        switch values["html"] {
        case nil, "false": html = false
        case "true": html = true
        default: return nil
        }
        var fingerprint: [String: String] = [:]
        for (key, value) in values where key.hasPrefix("fingerprint.") {
            fingerprint[String(key.dropFirst("fingerprint.".count))] = value
        }
        self.fingerprint = fingerprint
    }

    init(
        scene: String, shard: Shard, frames: ClosedRange<Int>, fps: Double, size: PixelSize,
        scale: Double, sheet: SpriteSheetOptions.Layout?, html: Bool,
        fingerprint: [String: String]
    ) {
        self.scene = scene
        self.shard = shard
        self.frames = frames
        self.fps = fps
        self.size = size
        self.scale = scale
        self.sheet = sheet
        self.html = html
        self.fingerprint = fingerprint
    }

    /// `grid`, `packed` or `none`, as `--sheet` names them.
    private static func name(of layout: SpriteSheetOptions.Layout?) -> String {
        switch layout {
        case nil: "none"
        case .grid?: "grid"
        case .packed?: "packed"
        }
    }

    /// The layout `name` stands for: `.some(nil)` for `none`, `nil` for an unknown name.
    private static func layout(named name: String) -> SpriteSheetOptions.Layout?? {
        switch name {
        case "none": .some(nil)
        case "grid": .grid()
        case "packed": .packed
        default: nil
        }
    }
}
