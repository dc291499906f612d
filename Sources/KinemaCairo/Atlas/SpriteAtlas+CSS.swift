import Foundation

extension SpriteAtlas {
    /// The atlas as CSS sprites: a class per frame and an `@keyframes` animation that plays
    /// every frame in order, looping, for an element in a web page.
    ///
    /// ```html
    /// <link rel="stylesheet" href="sheet.css">
    /// <div class="sheet sheet-frame_00003"></div>   <!-- one frame -->
    /// <div class="sheet sheet--play"></div>         <!-- the sequence, looping -->
    /// ```
    ///
    /// Sizes are CSS pixels, which are points: a sheet of ``SpriteSheetOptions/scale`` 2
    /// (`@2x` frames) has every rectangle and the `background-size` divided by 2, so a
    /// 128-pixel frame is a 64px element drawn sharp on a 2x display.
    ///
    /// - `.NAME`: the shared box (`inline-block`, background drawn and clipped inside the
    ///   content box, no repeat; the page image and `background-size` for one page).
    /// - `.NAME-FRAME` per frame (`FRAME` its name without `.png`, escaped as a CSS
    ///   identifier): `width` and `height` of the frame's pixels on the page, `padding`
    ///   restoring trimmed borders (so the element is the original frame's size and the
    ///   padding stays transparent, whatever lies next to the frame on the page), and
    ///   `background-position` at the frame's rectangle.
    /// - `@keyframes NAME--play` and `.NAME--play`: one keyframe per frame at its start
    ///   time as a percentage of the whole, holding that frame's declarations, played with
    ///   `steps(1, end)` (each keyframe's values hold until the next), for the sum of the
    ///   durations, `infinite`ly. Frames of zero duration are left out of the animation.
    ///
    /// One keyframe per frame, rather than a single `steps(N)` over `background-position`,
    /// is what works for every sheet: `steps(N)` moves the background in equal strides, so
    /// it shows the right frames only for one row of equal frames (or a uniform grid, with
    /// a second animation for the rows); a packed sheet puts frames anywhere, trims them to
    /// different sizes, may spread them over several pages, and frames may last differently.
    ///
    /// - Parameters:
    ///   - imageNames: The image URL of each page, relative to the CSS file.
    ///   - className: The shared class, and the prefix of the others; `sheet` by default.
    public func cssSprites(imageNames: [String], className: String = "sheet") -> String {
        precondition(
            imageNames.count == pageSizes.count,
            "\(pageSizes.count) pages need \(pageSizes.count) image names, but got "
                + "\(imageNames.count)")
        let base = Self.cssIdentifier(className)
        let onePage = pageSizes.count == 1
        var shared = [
            "display: inline-block;", "box-sizing: content-box;",
            "background-repeat: no-repeat;", "background-origin: content-box;",
            "background-clip: content-box;",
        ]
        if onePage { shared += pageDeclarations(page: 0, imageNames: imageNames) }
        let shown = Self.cssComment(className)
        var text =
            "/* CSS sprites written by Kinema: \(sprites.count) frames on "
            + "\(Self.cssComment(imageNames.joined(separator: ", "))), in points "
            + "(1px = \(Self.scaleText(options.scale)) image pixels).\n"
            + "   <div class=\"\(shown) \(shown)-NAME\"></div> shows the frame NAME;\n"
            + "   <div class=\"\(shown) \(shown)--play\"></div> plays every frame, "
            + "looping. */\n"
        text += Self.cssRule(".\(base)", shared)
        for sprite in sprites {
            let frameName =
                sprite.name.lowercased().hasSuffix(".png")
                ? String(sprite.name.dropLast(4)) : sprite.name
            text += Self.cssRule(
                ".\(base)-\(Self.cssIdentifier(frameName))",
                frameDeclarations(sprite, onePage: onePage, imageNames: imageNames))
        }
        let (keyframes, seconds) = cssKeyframes()
        text += "@keyframes \(base)--play {\n"
        for (percent, index) in keyframes {
            let declarations = frameDeclarations(
                sprites[index], onePage: onePage, imageNames: imageNames)
            text += "  \(percent) { " + declarations.joined(separator: " ") + " }\n"
        }
        text += "}\n"
        text += Self.cssRule(
            ".\(base)--play",
            frameDeclarations(
                sprites[keyframes[0].sprite], onePage: onePage, imageNames: imageNames)
                + ["animation: \(base)--play \(Self.cssNumber(seconds))s steps(1, end) infinite;"])
        return text
    }

    /// The keyframe selectors (`0%`, `8.3333%`, ..., `100%`), each with the sprite it
    /// shows, and the animation's length in seconds. Frames of zero duration are skipped;
    /// when every frame lasts zero, each shows for one second. `100%` repeats the last
    /// frame shown, so it holds to the end.
    func cssKeyframes() -> (keyframes: [(percent: String, sprite: Int)], seconds: Double) {
        var seconds = sprites.map { max(0, $0.duration / .seconds(1)) }
        if !seconds.contains(where: { $0 > 0 }) { seconds = seconds.map { _ in 1 } }
        let total = seconds.reduce(0, +)
        var keyframes: [(percent: String, sprite: Int)] = []
        var start = 0.0
        for (index, length) in seconds.enumerated() where length > 0 {
            keyframes.append((Self.cssNumber(start / total * 100) + "%", index))
            start += length
        }
        keyframes.append(("100%", keyframes[keyframes.count - 1].sprite))
        return (keyframes, total)
    }

    /// `background-image` and `background-size` (the page in points) of a page.
    private func pageDeclarations(page: Int, imageNames: [String]) -> [String] {
        let size = pageSizes[page]
        return [
            "background-image: url(\(Self.cssString(imageNames[page])));",
            "background-size: \(points(size.width)) \(points(size.height));",
        ]
    }

    /// Size, padding and background position of one frame, plus its page when there are
    /// several.
    private func frameDeclarations(
        _ sprite: SpriteSheet.Sprite, onePage: Bool, imageNames: [String]
    ) -> [String] {
        let trim = sprite.spriteSourceSize
        let source = sprite.sourceSize
        let padding = [
            trim.y, source.width - trim.maxX, source.height - trim.maxY, trim.x,
        ].map { points($0) }
        var declarations = [
            "width: \(points(trim.width));", "height: \(points(trim.height));",
            "padding: \(padding.joined(separator: " "));",
            "background-position: \(points(-sprite.frame.x)) \(points(-sprite.frame.y));",
        ]
        if !onePage { declarations += pageDeclarations(page: sprite.page, imageNames: imageNames) }
        return declarations
    }

    /// `pixels` image pixels as CSS pixels (points): divided by the sheet's scale.
    private func points(_ pixels: Int) -> String {
        let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1
        return Self.cssNumber(Double(pixels) / scale) + "px"
    }

    /// A CSS rule: the selector, then each declaration on its own indented line.
    private static func cssRule(_ selector: String, _ declarations: [String]) -> String {
        "\(selector) {\n" + declarations.map { "  \($0)\n" }.joined() + "}\n"
    }

    /// A number with at most 4 decimals, without trailing zeros (`-2`, `21.3333`, `0`).
    static func cssNumber(_ value: Double) -> String {
        let rounded = (value * 1e4).rounded() / 1e4
        guard rounded.isFinite, rounded != 0 else { return "0" }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `name` as a CSS identifier's characters: ASCII letters, digits, `-`, `_` and
    /// non-ASCII characters as they are; control characters as hex escapes (`\a `); any
    /// other character escaped with a backslash (`walk.01` is `walk\.01`). It follows a
    /// prefix, so a leading digit needs no escape.
    static func cssIdentifier(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x80...:
                result.unicodeScalars.append(scalar)
            case 0..<0x20, 0x7F:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                result += "\\"
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `value` as a CSS string in double quotes: quotes and backslashes escaped, control
    /// characters as hex escapes.
    static func cssString(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"", "\\":
                result += "\\"
                result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` safe inside a CSS comment: `*/` broken up.
    private static func cssComment(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /")
    }
}
