import Foundation
import KinemaCairo

/// `kinema diff`: compares two PNG images as the golden-image tests do.
enum DiffCommand {
    static let usage = """
        usage: kinema diff <a.png> <b.png> [--out diff.png] [--threshold T]

        Compares two images with pixelmatch's method (YIQ color distance, anti-aliasing
        ignored) and prints the number of differing pixels.

          --out FILE       write a diff image: differing pixels red, anti-aliasing yellow
          --threshold T    the color distance tolerated, 0...1 (default: 0.1)

        Inputs must be regular PNG files of at most 16384x16384 pixels; --out must not
        name an input. Exit status, as diff(1): 0 the images match, 1 they differ (or
        differ in size), 2 trouble: a usage error, an unreadable, corrupt or too large
        input, or a --out file that cannot be written.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments,
            spec: OptionSpec(command: "diff", valueOptions: ["--out", "--threshold"], flags: []))
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        guard parsed.positionals.count == 2 else {
            throw UsageError(
                "diff: give exactly two PNG files, but got \(parsed.positionals.count)")
        }
        let threshold =
            try parsed.number("--threshold", command: "diff", what: "a number in 0...1") ?? 0.1
        guard (0...1).contains(threshold) else {
            throw UsageError("diff: --threshold must be in 0...1, but is \(threshold)")
        }
        let output = try parsed.nonEmpty("--out", command: "diff", what: "a file name")
            .map { URL(filePath: $0) }
        if let out = output?.path {
            for input in parsed.positionals where isSameFile(input, out) {
                throw UsageError(
                    "diff: --out '\(out)' is the input '\(input)'; the diff image would "
                        + "overwrite it")
            }
        }
        var images: [RGBAImage]
        do {
            images = try parsed.positionals.map { try RGBAImage(contentsOfPNG: URL(filePath: $0)) }
        } catch {
            printError("kinema: diff: \(error)")
            return 2
        }
        let (a, b) = (parsed.positionals[0], parsed.positionals[1])
        guard images[0].size == images[1].size else {
            say(
                "kinema: \(a) is \(images[0].width)x\(images[0].height), \(b) is "
                    + "\(images[1].width)x\(images[1].height): they differ")
            return 1
        }
        let result = try ImageDiff(threshold: threshold)
            .compare(images[0], images[1], producesImage: output != nil)
        let total = images[0].width * images[0].height
        // The inputs are no longer needed: freed before the diff image is encoded, the peak
        // stays that of the comparison, 12 bytes per pixel.
        images = []
        if let output, let image = result.image {
            do {
                try image.writePNG(to: output)
            } catch let error as ImageFileError {
                printError("kinema: diff: cannot write the diff image: \(error)")
                return 2
            }
        }
        say(
            "kinema: \(result.differingPixelCount) of \(total) pixels differ "
                + "(\(result.antialiasedPixelCount) anti-aliasing pixels ignored)"
                + (output.map { "; diff image: \($0.relativePath)" } ?? ""))
        return result.differingPixelCount == 0 ? 0 : 1
    }
}

/// Whether the two paths name one existing file (the same device and inode: links and
/// symbolic links included).
func isSameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
}
