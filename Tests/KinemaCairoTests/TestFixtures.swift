import CCairo
import Foundation
import KinemaCairo

/// A fresh, empty temporary directory for one test.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appending(path: "kinema-cairo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The names of the files in `directory`, sorted, without the lock file and the settings
/// record a frame sequence keeps beside its frames.
func fileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        .filter { $0 != DirectoryLock.fileName && $0 != FrameSettings.fileName }
}

/// A 64x48 Cairo ARGB32 surface with anti-aliased shapes, a gradient and translucency;
/// `opaque` paints an opaque background first.
func makeSampleSurface(opaque: Bool) throws -> CairoSurface {
    let surface = try CairoSurface(width: 64, height: 48)
    let context = try CairoContext(surface)
    let cr = context.pointer
    if opaque {
        let gradient = cairo_pattern_create_linear(0, 0, 64, 48)
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.9, 0.2, 0.1)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.1, 0.3, 0.8)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
    }
    cairo_set_source_rgba(cr, 0.2, 0.8, 0.3, 0.6)
    cairo_arc(cr, 24, 22, 15.3, 0, 2 * .pi)
    cairo_fill(cr)
    cairo_set_source_rgba(cr, 1, 1, 0.5, 0.35)
    cairo_rectangle(cr, 30.5, 10.25, 25, 30)
    cairo_fill(cr)
    try context.checkStatus()
    return surface
}

/// What Pillow (an independent PNG decoder) reads from a file.
struct PillowImage {
    /// Pillow's mode before conversion: "RGB", "RGBA", ...
    var mode: String
    /// The pixels converted to RGBA by Pillow.
    var image: RGBAImage
}

/// A Python interpreter that can import PIL: Debian's (python3-pil), then python3 on PATH.
let pillowPython: String? = {
    for candidate in ["/usr/bin/python3", "python3"] {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [candidate, "-c", "import PIL.Image"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { continue }
        process.waitUntilExit()
        if process.terminationStatus == 0 { return candidate }
    }
    return nil
}()

/// Decodes `file` with Pillow; fails when no Python with Pillow is installed
/// (scripts/setup.sh installs one).
func decodeWithPillow(_ file: URL) throws -> PillowImage {
    guard let python = pillowPython else {
        throw ImageFileError(
            .unreadable, path: nil, reason: "no python3 with Pillow; run scripts/setup.sh")
    }
    let raw = file.appendingPathExtension("raw")
    let script = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1])
        image.load()
        print(image.mode, image.width, image.height)
        open(sys.argv[2], "wb").write(image.convert("RGBA").tobytes())
        """
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = [python, "-c", script, file.path, raw.path]
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ImageFileError(.corrupt, path: file.path, reason: "Pillow could not read it")
    }
    let fields = text.split(whereSeparator: \.isWhitespace)
    let pixels = [UInt8](try Data(contentsOf: raw))
    return PillowImage(
        mode: String(fields[0]),
        image: RGBAImage(width: Int(fields[1])!, height: Int(fields[2])!, pixels: pixels))
}

/// Writes an image with Pillow from raw RGBA bytes, in the given Pillow mode ("L", "P", ...).
func encodeWithPillow(_ image: RGBAImage, mode: String, to file: URL) throws {
    guard let python = pillowPython else {
        throw ImageFileError(
            .unwritable, path: nil, reason: "no python3 with Pillow; run scripts/setup.sh")
    }
    let raw = file.appendingPathExtension("raw")
    try Data(image.pixels).write(to: raw)
    let script = """
        import sys
        from PIL import Image
        w, h = int(sys.argv[3]), int(sys.argv[4])
        image = Image.frombytes("RGBA", (w, h), open(sys.argv[1], "rb").read())
        image.convert(sys.argv[5]).save(sys.argv[2])
        """
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = [
        python, "-c", script, raw.path, file.path, "\(image.width)", "\(image.height)", mode,
    ]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ImageFileError(.unwritable, path: file.path, reason: "Pillow could not write it")
    }
}
