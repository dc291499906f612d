import Foundation

/// The layout of a test content record, as swift-testing documents it
/// (Documentation/ABI/TestContent.md): the type of the record `#Preview` places in the
/// `swift5_tests` section. An implementation detail of `#Preview`.
public typealias __PreviewContentRecord = (
    kind: UInt32, reserved1: UInt32,
    accessor:
        @convention(c) (
            _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer,
            _ hint: UnsafeRawPointer?, _ reserved: UInt
        ) -> Bool,
    context: UInt, reserved2: UInt
)

/// What a `#Preview` record yields: where the preview is declared and how to make it.
internal struct PreviewDeclaration: Sendable {
    /// The record kind of `#Preview` records, `'kprv'` (Kinema's own; swift-testing ignores
    /// records of kinds it does not know).
    internal static let recordKind: UInt32 = 0x6b70_7276

    /// Where the `#Preview` is.
    internal let location: PreviewLocation
    /// Makes the ``Preview``: its name, traits and content.
    internal let make: @MainActor @Sendable () -> Preview
}

extension Preview {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Writes the declaration of a preview into a record's out value: an implementation
    /// detail of `#Preview`, whose record accessor calls it.
    ///
    /// - Returns: Whether `type` is the type the caller expects (the record ABI's check
    ///   against two copies of a library in one process); `outValue` is untouched otherwise.
    nonisolated public static func __store(
        into outValue: UnsafeMutableRawPointer, asTypeAt type: UnsafeRawPointer,
        fileID: String, filePath: String, line: Int, column: Int,
        _ make: @escaping @MainActor @Sendable () -> Preview
    ) -> Bool {
        guard type.load(as: Any.Type.self) == PreviewDeclaration.self else { return false }
        let location = PreviewLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
        outValue.initializeMemory(
            as: PreviewDeclaration.self, to: PreviewDeclaration(location: location, make: make))
        return true
    }
}
