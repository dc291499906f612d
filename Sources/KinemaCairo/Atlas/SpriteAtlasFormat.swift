/// An atlas file format a sprite sheet can be written with: TexturePacker's JSON (Phaser,
/// PixiJS), libGDX's `.atlas` text (libGDX, Spine runtimes), Godot 4's `SpriteFrames`
/// resource (`.tres`) or CSS sprites (`.css`, web pages).
///
/// ```swift
/// try sheet.write(to: directory, named: "hero",
///                 formats: [.texturePackerHash, .libGDX, .godotSpriteFrames, .cssSprites])
/// // hero.png, hero.json, hero.atlas, hero.tres, hero.css
/// ```
///
/// A struct over a private set of cases, so that formats can be added without breaking
/// code that switches over them; ``named(_:)`` finds one by its command-line name.
public struct SpriteAtlasFormat: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case texturePacker(AtlasFormat)
        case libGDX
        case godot
        case css
    }

    let kind: Kind

    /// TexturePacker's "JSON (Hash)", one `.json` file per page.
    public static let texturePackerHash = SpriteAtlasFormat(kind: .texturePacker(.hash))

    /// TexturePacker's "JSON (Array)", one `.json` file per page.
    public static let texturePackerArray = SpriteAtlasFormat(kind: .texturePacker(.array))

    /// libGDX's texture atlas text format (the current one, with `bounds` and `offsets`),
    /// which the Spine runtimes also read: one `.atlas` file for all pages.
    public static let libGDX = SpriteAtlasFormat(kind: .libGDX)

    /// Godot 4's `SpriteFrames` text resource: one `.tres` file with an `AtlasTexture` per
    /// distinct image and an animation per tag.
    public static let godotSpriteFrames = SpriteAtlasFormat(kind: .godot)

    /// CSS sprites: one `.css` file with a class per frame and an `@keyframes` animation
    /// over all frames (see ``SpriteAtlas/cssSprites(imageNames:className:)``).
    public static let cssSprites = SpriteAtlasFormat(kind: .css)

    /// TexturePacker's JSON in the given form.
    public static func texturePacker(_ form: AtlasFormat) -> SpriteAtlasFormat {
        SpriteAtlasFormat(kind: .texturePacker(form))
    }

    /// Every format, in the order of their names in ``names``.
    public static let all: [SpriteAtlasFormat] = [
        .texturePackerHash, .libGDX, .godotSpriteFrames, .cssSprites,
    ]

    /// The command-line names of ``all``: `texturepacker`, `libgdx`, `godot`, `css`.
    public static var names: [String] { all.map(\.name) }

    /// The format with a command-line name (see ``names``), or `nil`.
    public static func named(_ name: String) -> SpriteAtlasFormat? {
        all.first { $0.name == name.lowercased() }
    }

    /// The command-line name: `texturepacker`, `libgdx`, `godot` or `css`.
    public var name: String {
        switch kind {
        case .texturePacker: "texturepacker"
        case .libGDX: "libgdx"
        case .godot: "godot"
        case .css: "css"
        }
    }

    /// The extension of the atlas files: `json`, `atlas`, `tres` or `css`.
    public var fileExtension: String {
        switch kind {
        case .texturePacker: "json"
        case .libGDX: "atlas"
        case .godot: "tres"
        case .css: "css"
        }
    }

    /// The command-line name.
    public var description: String { name }
}
