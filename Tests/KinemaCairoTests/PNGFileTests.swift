import Foundation
import KinemaCairo
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("PNG files: reading, atomic writing, errors")
struct PNGFileTests {
    static let image: RGBAImage = {
        var image = RGBAImage(width: 9, height: 7, color: .init(red: 30, green: 60, blue: 90))
        image[3, 4] = .init(red: 255, green: 0, blue: 0, alpha: 128)
        return image
    }()

    @Test("A write leaves exactly the file, with the content, and replaces an older one")
    func atomicWrite() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appending(path: "frame.png")
        try RGBAImage(width: 2, height: 2, color: .init(red: 1, green: 2, blue: 3)).writePNG(
            to: file)
        try Self.image.writePNG(to: file)
        #expect(try fileNames(in: directory) == ["frame.png"])
        #expect(try RGBAImage(contentsOfPNG: file) == Self.image)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o644)
    }

    @Test("A failed write leaves an existing file untouched and no temporary file")
    func failedWrites() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appending(path: "frame.png")
        try Self.image.writePNG(to: file)
        let before = try Data(contentsOf: file)
        // Bad input: nothing is written at all.
        #expect(throws: ImageFileError.self) {
            try RGBAImage(width: 0, height: 0).writePNG(to: file)
        }
        // A directory in the way: the rename fails after the temporary file was written.
        let blocked = directory.appending(path: "blocked.png")
        try FileManager.default.createDirectory(
            at: blocked.appending(path: "inside"), withIntermediateDirectories: true)
        let error = #expect(throws: ImageFileError.self) { try Self.image.writePNG(to: blocked) }
        #expect(error?.kind == .unwritable)
        #expect(error?.path == blocked.path)
        #expect(error?.description.contains("directory") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: file) == before)
        #expect(try fileNames(in: directory) == ["blocked.png", "frame.png"])
    }

    @Test("A missing directory names the path and the cause")
    func missingDirectory() throws {
        let file = try makeTemporaryDirectory().appending(path: "absent/frame.png")
        let error = #expect(throws: ImageFileError.self) { try Self.image.writePNG(to: file) }
        #expect(error?.path == file.path)
        #expect(error?.description.contains("No such file or directory") == true)
    }

    @Test(
        "An unwritable directory fails cleanly",
        .enabled(if: getuid() != 0, "root ignores permissions"))
    func readOnlyDirectory() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appending(path: "frame.png")
        try Self.image.writePNG(to: file)
        let before = try Data(contentsOf: file)
        chmod(directory.path, 0o555)
        defer { chmod(directory.path, 0o755) }
        let error = #expect(throws: ImageFileError.self) {
            try RGBAImage(width: 1, height: 1).writePNG(to: file)
        }
        #expect(error?.description.contains("Permission denied") == true)
        #expect(try Data(contentsOf: file) == before)
        #expect(try fileNames(in: directory) == ["frame.png"])
    }

    @Test(
        "Files written by Pillow in other color types decode to the same pixels",
        arguments: ["RGBA", "RGB", "L", "LA", "P"])
    func independentEncoder(mode: String) throws {
        var source = RGBAImage(width: 6, height: 5)
        for y in 0..<5 {
            for x in 0..<6 {
                let value = UInt8(x * 40 + y * 3)
                source[x, y] = .init(
                    red: value, green: value, blue: value, alpha: UInt8(255 - y * 50))
            }
        }
        if ["RGB", "L", "P"].contains(mode) {
            for y in 0..<5 { for x in 0..<6 { source[x, y].alpha = 255 } }
        }
        let file = try makeTemporaryDirectory().appending(path: "pillow.png")
        try encodeWithPillow(source, mode: mode, to: file)
        let ours = try RGBAImage(contentsOfPNG: file)
        #expect(ours == (try decodeWithPillow(file)).image)
        // Palette conversion quantizes; every other mode keeps these gray pixels exactly.
        if mode != "P" { #expect(ours == source) }
    }

    @Test("Unreadable and corrupt files are errors naming the file")
    func readErrors() throws {
        let directory = try makeTemporaryDirectory()
        let missing = directory.appending(path: "missing.png")
        let notFound = #expect(throws: ImageFileError.self) {
            try RGBAImage(contentsOfPNG: missing)
        }
        #expect(notFound?.kind == .unreadable)
        #expect(notFound?.description.hasPrefix(missing.path + ": cannot open it") == true)
        let isDirectory = #expect(throws: ImageFileError.self) {
            try RGBAImage(contentsOfPNG: directory)
        }
        #expect(isDirectory?.kind == .unreadable)

        let png = try PNGEncoder().encode(Self.image)
        var damaged: [(String, [UInt8])] = [
            ("text.png", Array("not a png".utf8)), ("empty.png", []),
            ("truncated.png", Array(png.prefix(png.count / 2))),
        ]
        var flipped = png
        flipped[png.count - 20] ^= 0xFF  // inside the IDAT data: its CRC no longer matches
        damaged.append(("flipped.png", flipped))
        for (name, bytes) in damaged {
            let file = directory.appending(path: name)
            try Data(bytes).write(to: file)
            let error = #expect(throws: ImageFileError.self, "\(name)") {
                try RGBAImage(contentsOfPNG: file)
            }
            #expect(error?.kind == .corrupt, "\(name)")
            #expect(error?.path == file.path, "\(name)")
        }
    }
}
