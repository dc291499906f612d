import KinemaCore

/// A preview of a view: what `#Preview` declares (DeveloperToolsSupport's `Preview`).
///
/// Kinema renders previews like any other view; their traits choose the canvas:
/// ``PreviewTrait/sizeThatFitsLayout`` asks for the content's ideal size,
/// ``PreviewTrait/fixedLayout(width:height:)`` for a given size, and the default is a
/// device screen (see ``PreviewLayout/device``).
@MainActor
public struct Preview {
    /// The kind of traits a view preview takes.
    public enum ViewTraits: Sendable {}

    /// The display name, if one was given.
    public let displayName: String?
    /// The traits, in the order given.
    public let traits: [PreviewTrait<ViewTraits>]
    private let makeContent: @MainActor () -> any View

    /// Creates a preview of the view `body` makes. `#Preview` calls this for you.
    /// - Parameters:
    ///   - name: The display name.
    ///   - traits: The preview's traits: layout and orientation.
    ///   - body: Makes the content.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
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

    /// The content of the preview, made anew.
    public func content() -> AnyView {
        AnyView(makeContent())
    }
}

/// A type that `#Preview` declares to make its ``Preview`` known (Kinema's own).
@MainActor
public protocol PreviewRegistration {
    /// The preview.
    static var preview: Preview { get }
}
