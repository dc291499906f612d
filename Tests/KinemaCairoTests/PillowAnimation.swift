import Foundation
import KinemaCairo

/// What Pillow (an independent decoder) reads from an animated image: every frame composed
/// onto the canvas as a player shows it.
struct PillowAnimation {
    /// Pillow's format name: "PNG" or "WEBP".
    var format: String
    /// The frame count Pillow reports (`n_frames`).
    var frameCount: Int
    /// The loop count (`info["loop"]`), or `nil` when the file has none.
    var loop: Int?
    /// Each frame's duration in milliseconds (`info["duration"]` after seeking to it).
    var durations: [Double]
    /// Each frame's pixels, converted to RGBA by Pillow.
    var frames: [RGBAImage]
}

/// Decodes every frame of an animated PNG or WebP with Pillow; fails when no Python with
/// Pillow is installed (scripts/setup.sh installs one).
func decodeAnimationWithPillow(_ file: URL) throws -> PillowAnimation {
    guard let python = pillowPython else {
        throw ImageFileError(
            .unreadable, path: nil, reason: "no python3 with Pillow; run scripts/setup.sh")
    }
    let raw = file.appendingPathExtension("frames")
    let script = """
        import json, sys
        from PIL import Image
        image = Image.open(sys.argv[1])
        durations, data = [], bytearray()
        for index in range(image.n_frames):
            image.seek(index)
            image.load()
            durations.append(image.info.get("duration"))
            data += image.convert("RGBA").tobytes()
        open(sys.argv[2], "wb").write(bytes(data))
        print(json.dumps({"format": image.format, "n": image.n_frames, "width": image.width,
                          "height": image.height, "loop": image.info.get("loop"),
                          "durations": durations}))
        """
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = [python, "-c", script, file.path, raw.path]
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ImageFileError(.corrupt, path: file.path, reason: "Pillow could not read it")
    }
    struct Facts: Decodable {
        var format: String
        var n: Int
        var width: Int
        var height: Int
        var loop: Int?
        var durations: [Double]
    }
    let facts = try JSONDecoder().decode(Facts.self, from: data)
    let pixels = [UInt8](try Data(contentsOf: raw))
    let frameBytes = 4 * facts.width * facts.height
    let frames = (0..<facts.n).map { index in
        RGBAImage(
            width: facts.width, height: facts.height,
            pixels: Array(pixels[index * frameBytes..<(index + 1) * frameBytes]))
    }
    return PillowAnimation(
        format: facts.format, frameCount: facts.n, loop: facts.loop, durations: facts.durations,
        frames: frames)
}
