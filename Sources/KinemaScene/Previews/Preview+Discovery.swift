internal import CKinemaDiscovery
import Foundation

extension Preview {
    /// Every preview compiled into the running program (Kinema's own): each `#Preview`,
    /// and each view of a `PreviewProvider`'s `previews` as a preview of its own (a `Group`,
    /// `ForEach` or builder block of several views makes several, as Xcode shows them), with
    /// their names, traits and ``source``.
    ///
    /// ```swift
    /// for preview in Preview.all(inModule: "Badges") {
    ///     print(preview.source!, preview.displayName ?? "", preview.layout)
    /// }
    /// ```
    ///
    /// Nothing is listed by hand: `#Preview` places a record in the `swift5_tests` section
    /// of the binary (as swift-testing's `@Test` does, under a kind of its own), and
    /// `PreviewProvider` types are found by their conformance records; both are read from
    /// every image loaded in the process (on ELF platforms: Linux).
    ///
    /// - Parameter moduleName: The module to list; `nil` (the default) for every module.
    /// - Returns: The previews: `#Preview`s by file and line, then providers' by type name
    ///   and place, module by module.
    public static func all(inModule moduleName: String? = nil) -> [Preview] {
        var previews: [Preview] = []
        var seen: Set<PreviewLocation> = []
        for declaration in PreviewDeclaration.all()
        where moduleName == nil || declaration.location.moduleName == moduleName {
            guard seen.insert(declaration.location).inserted else { continue }
            var preview = declaration.make()
            preview.source = PreviewSource(
                moduleName: declaration.location.moduleName, location: declaration.location)
            previews.append(preview)
        }
        for provider in previewProviders() {
            let typeName = typeName(of: provider)
            let module = String(typeName.prefix(while: { $0 != "." }))
            guard moduleName == nil || module == moduleName else { continue }
            for (index, var preview) in Self.previews(of: provider).enumerated() {
                preview.source = PreviewSource(
                    moduleName: module, providerType: typeName, index: index)
                previews.append(preview)
            }
        }
        return previews.sorted { first, second in
            guard let a = first.source, let b = second.source else { return false }
            let (aFile, bFile) = (a.location?.fileID ?? "", b.location?.fileID ?? "")
            let (aLine, bLine) = (a.location?.line ?? 0, b.location?.line ?? 0)
            let (aColumn, bColumn) = (a.location?.column ?? 0, b.location?.column ?? 0)
            return (a.moduleName, a.providerType ?? "", aFile, aLine, aColumn, a.index)
                < (b.moduleName, b.providerType ?? "", bFile, bLine, bColumn, b.index)
        }
    }

    /// The name of a provider type with its module, such as `Badges.Badge_Previews`; a
    /// private type's name without the runtime's `(unknown context at $...)` part.
    private static func typeName(of type: any PreviewProvider.Type) -> String {
        var parts: [Substring] = []
        for part in String(reflecting: type).split(separator: ".")
        where !part.hasPrefix("(unknown context at") {
            parts.append(part)
        }
        return parts.joined(separator: ".")
    }

    /// The previews of `provider`: one per view of its `previews`.
    private static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
        func variants<Provider: PreviewProvider>(_: Provider.Type) -> [PreviewVariant] {
            PreviewVariant.variants(of: Provider.previews)
        }
        return variants(provider).map(\.preview)
    }

    /// The `PreviewProvider` types in the process, once each, by name.
    private static func previewProviders() -> [any PreviewProvider.Type] {
        var metadata: [UnsafeRawPointer] = []
        withUnsafeMutablePointer(to: &metadata) { found in
            kinema_enumerate_conforming_types(
                "KinemaScene", "PreviewProvider",
                { type, context in
                    context?.assumingMemoryBound(to: [UnsafeRawPointer].self).pointee.append(type)
                }, found)
        }
        var providers: [ObjectIdentifier: any PreviewProvider.Type] = [:]
        for pointer in metadata {
            // A pointer to type metadata is the bit pattern of the metatype.
            let type = unsafeBitCast(pointer, to: Any.Type.self)
            // The cast checks what the conformance record said, on the main actor (where a
            // conformance to a main-actor protocol may be isolated).
            if let provider = type as? any PreviewProvider.Type {
                providers[ObjectIdentifier(type)] = provider
            }
        }
        return providers.values.sorted { typeName(of: $0) < typeName(of: $1) }
    }
}

extension PreviewDeclaration {
    /// The declarations of every `#Preview` record in the process, in section order.
    internal static func all() -> [PreviewDeclaration] {
        var found: [PreviewDeclaration] = []
        withUnsafeMutablePointer(to: &found) { found in
            kinema_enumerate_test_content(
                recordKind,
                { record, context in
                    guard let accessor = record.pointee.accessor, let context else { return }
                    let found = context.assumingMemoryBound(to: [PreviewDeclaration].self)
                    withUnsafeTemporaryAllocation(of: PreviewDeclaration.self, capacity: 1) {
                        guard let value = $0.baseAddress else { return }
                        let type: Any.Type = PreviewDeclaration.self
                        let stored = withUnsafePointer(to: type) {
                            accessor(value, UnsafeRawPointer($0), nil, 0)
                        }
                        if stored { found.pointee.append(value.move()) }
                    }
                }, found)
        }
        return found
    }
}
