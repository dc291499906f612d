/// An error reading, writing or encoding an image, with a message naming the input and the cause.
public struct ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The file could not be opened or read.
        case unreadable
        /// The bytes are not a PNG file or the PNG data is damaged.
        case corrupt
        /// The file or its temporary sibling could not be created, written or renamed.
        case unwritable
        /// The image cannot be encoded (a zero size, a wrong stride, an unsupported surface).
        case invalidImage
    }

    /// What went wrong.
    public var kind: Kind

    /// The file involved, when there is one.
    public var path: String?

    /// The cause, in words (for system calls, the `errno` text).
    public var reason: String

    /// Creates an error.
    public init(_ kind: Kind, path: String?, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, or the reason alone when there is no file.
    public var description: String {
        guard let path else { return reason }
        return "\(path): \(reason)"
    }
}
