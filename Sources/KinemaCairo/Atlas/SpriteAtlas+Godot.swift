extension SpriteAtlas {
    /// The atlas as a Godot 4 `SpriteFrames` resource (`.tres`, text resource format 3),
    /// which an `AnimatedSprite2D` plays.
    ///
    /// One `ext_resource` `Texture2D` per page (its path relative to the `.tres` file, as
    /// Godot resolves relative paths), one `AtlasTexture` `sub_resource` per distinct image
    /// (`region` on the page; `margin` places a trimmed image in its original size:
    /// position the trim offset, size the pixels cut off), and one animation per tag (or
    /// `default` over all frames when there are none), looping, in the tag's direction
    /// (`pingpong` plays the frames forward, then back without repeating the ends).
    ///
    /// An animation's `speed` is the frame rate of its shortest frame, and each frame's
    /// `duration` is its length in such frames (1.0 when all frames last the same). An
    /// animation whose frames all last zero plays at 1 frame per second.
    ///
    /// - Parameter imagePaths: The path of each page image, relative to the `.tres` file.
    public func godotSpriteFrames(imagePaths: [String]) -> String {
        precondition(
            imagePaths.count == pageSizes.count,
            "\(pageSizes.count) pages need \(pageSizes.count) image paths, but got "
                + "\(imagePaths.count)")
        var firstSprite: [Int: SpriteSheet.Sprite] = [:]
        for sprite in sprites where firstSprite[sprite.imageIndex] == nil {
            firstSprite[sprite.imageIndex] = sprite
        }
        let images = firstSprite.keys.sorted()
        var text =
            "[gd_resource type=\"SpriteFrames\" load_steps=\(pageSizes.count + images.count + 1) "
            + "format=3]\n\n"
        for (page, path) in imagePaths.enumerated() {
            text +=
                "[ext_resource type=\"Texture2D\" path=\(Self.godotString(path)) "
                + "id=\"page_\(page)\"]\n"
        }
        for image in images {
            let sprite = firstSprite[image]!
            text += "\n[sub_resource type=\"AtlasTexture\" id=\"AtlasTexture_\(image)\"]\n"
            text += "atlas = ExtResource(\"page_\(sprite.page)\")\n"
            text += "region = \(Self.rect2(sprite.frame))\n"
            if sprite.isTrimmed {
                let trim = sprite.spriteSourceSize
                text +=
                    "margin = \(Self.rect2(PixelRect(x: trim.x, y: trim.y, width: sprite.sourceSize.width - trim.width, height: sprite.sourceSize.height - trim.height)))\n"
            }
        }
        let animations = godotAnimations().map { animation in
            let frames = animation.frames.map { frame in
                "{\n\"duration\": \(Self.godotNumber(frame.duration)),\n\"texture\": "
                    + "SubResource(\"AtlasTexture_\(sprites[frame.sprite].imageIndex)\")\n}"
            }
            return "{\n\"frames\": [" + frames.joined(separator: ", ") + "],\n\"loop\": true,\n"
                + "\"name\": &\(Self.godotString(animation.name)),\n"
                + "\"speed\": \(Self.godotNumber(animation.speed))\n}"
        }
        text += "\n[resource]\nanimations = [" + animations.joined(separator: ", ") + "]\n"
        return text
    }

    /// One Godot animation: its name, frames per second and frames (a sprite index and a
    /// duration in frames).
    struct GodotAnimation {
        var name: String
        var speed: Double
        var frames: [(sprite: Int, duration: Double)]
    }

    /// The animations: one per tag in its direction, or `default` over every frame.
    func godotAnimations() -> [GodotAnimation] {
        let ranges =
            tags.isEmpty
            ? [FrameTag(name: "default", from: 0, to: sprites.count - 1)] : tags
        return ranges.map { tag in
            var order = Array(tag.from...tag.to)
            switch tag.direction {
            case .forward: break
            case .reverse: order.reverse()
            case .pingpong: order += order.dropFirst().dropLast().reversed()
            }
            let seconds = order.map { sprites[$0].duration / .seconds(1) }
            guard let shortest = seconds.filter({ $0 > 0 }).min() else {
                return GodotAnimation(name: tag.name, speed: 1, frames: order.map { ($0, 1) })
            }
            return GodotAnimation(
                name: tag.name, speed: Self.rounded(1 / shortest),
                frames: zip(order, seconds).map { ($0, Self.rounded($1 / shortest)) })
        }
    }

    /// `value` rounded to 9 decimal places, so that 1 / (1/30 s) reads 30.0.
    private static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }

    /// A Godot `Rect2` literal of whole pixels.
    private static func rect2(_ rect: PixelRect) -> String {
        "Rect2(\(rect.x), \(rect.y), \(rect.width), \(rect.height))"
    }

    /// A Godot float literal: always with a decimal point (`1.0`, `0.5`).
    private static func godotNumber(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "0.0"
    }

    /// A Godot string literal: quotes and backslashes escaped, control characters as `\n`,
    /// `\t` or `\r`.
    static func godotString(_ value: String) -> String {
        var result = "\""
        for character in value {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
