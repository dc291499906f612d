import KinemaCore

/// A preview of a view: what `#Preview` declares (DeveloperToolsSupport's `Preview`).
///
/// Kinema renders previews like any other view; their traits choose the canvas:
/// ``PreviewTrait/sizeThatFitsLayout`` asks for the content's ideal size,
/// ``PreviewTrait/fixedLayout(width:height:)`` for a given size, and the default is a
/// device screen (see ``PreviewLayout/device``). A program finds the previews compiled into
/// it with ``all(inModule:)``.
@MainActor
public struct Preview {
    /// The kind of traits a view preview takes.
    public enum ViewTraits: Sendable {}

    /// The display name, if one was given.
    public let displayName: String?
    /// The traits, in the order given.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Where the preview is declared, for one found by ``all(inModule:)`` (Kinema's own).
    public internal(set) var source: PreviewSource?
    private let makeContent: @MainActor () -> any View

    /// Creates a preview of the view `body` makes. `#Preview` calls this for you.
    /// - Parameters:
    ///   - name: The display name.
    ///   - traits: The preview's traits: layout, orientation and modifiers.
    ///   - body: Makes the content.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name, traits: traits, body: body)
    }

    internal init(
        _ name: String?, traits: [PreviewTrait<ViewTraits>],
        body: @escaping @MainActor () -> any View
    ) {
        self.displayName = name
        self.traits = traits
        self.makeContent = body
    }

    /// The layout the traits ask for: the last layout trait, or ``PreviewLayout/device``.
    public var layout: PreviewLayout {
        traits.reversed().lazy.compactMap(\.layout).first ?? .device
    }

    /// The orientation the traits ask for: the last orientation trait, or portrait.
    public var orientation: InterfaceOrientation {
        traits.reversed().lazy.compactMap(\.orientation).first ?? .portrait
    }

    /// The device a `PreviewProvider` view chose with `previewDevice(_:)`, if any (Kinema's
    /// own).
    public var device: PreviewDevice? {
        values.reversed().lazy.compactMap { value -> PreviewDevice? in
            if case .device(let device) = value { device } else { nil }
        }.first
    }

    /// The names of the types of the ``PreviewModifier`` traits, in the order they apply.
    public var modifierNames: [String] { modifiers.map(\.typeName) }

    /// The modifier traits' modifiers, in order.
    private var modifiers: [AnyPreviewModifier] {
        values.compactMap { value -> AnyPreviewModifier? in
            if case .modifier(let modifier) = value { modifier } else { nil }
        }
    }

    private var values: [PreviewTrait<ViewTraits>.Value] { traits.flatMap(\.values) }

    /// The content of the preview, made anew, without its ``PreviewModifier`` traits (see
    /// ``content(sharing:)``).
    public func content() -> AnyView {
        AnyView(makeContent())
    }

    /// The content of the preview, made anew, inside its ``PreviewModifier`` traits: the
    /// first modifier's body wraps the content, the second's wraps the first's, and so on.
    /// - Parameter contexts: Where the modifiers' shared contexts are made and kept.
    /// - Returns: The modified content.
    /// - Throws: What a modifier's `makeSharedContext()` throws.
    public func content(sharing contexts: PreviewModifierContexts) async throws -> AnyView {
        var view = content()
        for modifier in modifiers {
            let context = try await contexts.context(of: modifier)
            view = modifier.apply(view, context)
        }
        return view
    }
}

/// Where a preview found at run time is declared (Kinema's own).
public struct PreviewSource: Hashable, Sendable, CustomStringConvertible {
    /// The module the preview is compiled in.
    public var moduleName: String
    /// The `#Preview`'s place in its file; `nil` for a `PreviewProvider` (the run time does
    /// not know where a type is declared).
    public var location: PreviewLocation?
    /// The `PreviewProvider` type the preview comes from, such as `Badges.Badge_Previews`;
    /// `nil` for a `#Preview`.
    public var providerType: String?
    /// The preview's place among its provider's previews, from 0 (0 for a `#Preview`).
    public var index: Int

    /// Creates a source.
    /// - Parameters:
    ///   - moduleName: The module.
    ///   - location: The place of a `#Preview`.
    ///   - providerType: The `PreviewProvider` type, for its previews.
    ///   - index: The place among the provider's previews.
    public init(
        moduleName: String, location: PreviewLocation? = nil, providerType: String? = nil,
        index: Int = 0
    ) {
        self.moduleName = moduleName
        self.location = location
        self.providerType = providerType
        self.index = index
    }

    /// `Badges/Badge.swift:21` for a `#Preview`, `Badges.Badge_Previews[0]` for a provider's.
    public var description: String {
        if let location { return "\(location.fileID):\(location.line)" }
        return "\(providerType ?? moduleName)[\(index)]"
    }
}

/// A place in a source file, as `#fileID`, `#filePath`, `#line` and `#column` give it
/// (Kinema's own).
public struct PreviewLocation: Hashable, Sendable {
    /// The module and file name, such as `Badges/Badge.swift`.
    public var fileID: String
    /// The file's full path when it was compiled.
    public var filePath: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The module's name: `fileID` up to its first `/`.
    public var moduleName: String {
        String(fileID.prefix(while: { $0 != "/" }))
    }
}
