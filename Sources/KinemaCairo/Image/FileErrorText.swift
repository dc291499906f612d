import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Short, lower-case causes of file errors for messages ("no such file or directory",
/// "permission denied", "a part of the path is a file"), instead of raw error dumps such as
/// `Error Domain=NSCocoaErrorDomain Code=4 ...`.
public enum FileErrorText {
    /// The cause of a failed system call's `errno`.
    public static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a part of the path is a file, not a directory"
        case EISDIR: "it is a directory"
        case EEXIST: "a file of that name already exists"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links"
        case EMFILE, ENFILE: "too many open files"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The cause of an error thrown by Foundation's file APIs (`FileManager`, `Data`), from
    /// its POSIX code when it has one, else its Cocoa code, else its description.
    public static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return describe(errno: Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return describe(errno: Int32(underlying.code))
        }
        guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return describe(errno: ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return describe(errno: EACCES)
        case .fileWriteFileExists: return describe(errno: EEXIST)
        case .fileWriteOutOfSpace: return describe(errno: ENOSPC)
        case .fileWriteVolumeReadOnly: return describe(errno: EROFS)
        default: return error.localizedDescription
        }
    }
}
