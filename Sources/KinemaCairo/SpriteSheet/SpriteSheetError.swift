/// Why a sprite sheet could not be built; each message names the input at fault.
public enum SpriteSheetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The frame list is empty.
    case noFrames
    /// A frame has a zero width or height.
    case emptyFrame(name: String)
    /// Two frames share a name.
    case duplicateName(String)
    /// A frame has a negative duration.
    case negativeDuration(name: String)
    /// A frame, with extrusion and border padding, is larger than the largest sheet.
    case frameTooLarge(name: String, size: PixelSize, maximum: PixelSize)
    /// A tag's range is inverted or outside the frames.
    case invalidTag(name: String, from: Int, to: Int, frameCount: Int)
    /// An option is out of range; the message says which and why.
    case invalidOption(String)
    /// A ``StopFlag`` stopped the writing of a sheet; the files written are complete.
    case stopped
    /// A page of the layout would take more bytes than ``SpriteSheetOptions/memoryBudget``.
    case overMemoryBudget(page: PixelSize, bytes: Int, budget: Int)

    /// A sentence naming the input and what was expected.
    public var description: String {
        switch self {
        case .noFrames:
            "a sprite sheet needs at least one frame, but the frame list is empty"
        case .emptyFrame(let name):
            "frame '\(name)' has a zero width or height"
        case .duplicateName(let name):
            "frame name '\(name)' is used more than once; atlas names must be unique"
        case .negativeDuration(let name):
            "frame '\(name)' has a negative duration"
        case .frameTooLarge(let name, let size, let maximum):
            "frame '\(name)' needs \(size.width)x\(size.height) pixels with extrusion and "
                + "border padding, more than the maximum sheet size of "
                + "\(maximum.width)x\(maximum.height)"
        case .invalidTag(let name, let from, let to, let frameCount):
            "tag '\(name)' covers frames \(from)...\(to), but needs 0 <= from <= to < "
                + "\(frameCount)"
        case .invalidOption(let message):
            message
        case .stopped:
            "stopped before the sprite sheet was complete; the files written are whole"
        case .overMemoryBudget(let page, let bytes, let budget):
            "a sheet page of \(page.width)x\(page.height) pixels would need \(bytes >> 20) MiB, "
                + "over the memory budget of \(budget >> 20) MiB; use less padding or a "
                + "smaller maximum size"
        }
    }
}
