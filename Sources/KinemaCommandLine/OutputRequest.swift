import KinemaCairo

/// What a render writes after its frames, besides the contact sheet: the sprite sheet and
/// its atlas formats, videos and animated images. `kinema render` and `kinema finish`
/// fill it from their options.
struct OutputRequest {
    /// The sprite sheet's layout, or `nil` for none.
    var sheet: SpriteSheetOptions.Layout?
    /// The atlas files written beside the sprite sheet.
    var atlasFormats: [SpriteAtlasFormat] = [.texturePackerHash]
    /// The videos encoded with ffmpeg.
    var videos: [FrameVideo] = []
    /// The APNG and WebP files.
    var animations: [FrameAnimation] = []
    /// Whether the HTML viewer `index.html` is written, last.
    var html = false
}
