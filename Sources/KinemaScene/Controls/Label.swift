import Foundation
import KinemaCore
import KinemaLayout

/// A title with an icon, as SwiftUI's `Label`.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// Label { Text("Inbox") } icon: { Circle().fill(Color.blue).frame(width: 12, height: 12) }
/// ```
///
/// Drawn by the environment's label style (`labelStyle(_:)`): the icon then the title,
/// 8 points apart and centred on each other, unless set. `systemImage` icons are Kinema's
/// designs of the symbols (see `Image(systemName:)`).
nonisolated public struct Label<Title: View, Icon: View>: View {
    internal let title: Title
    internal let icon: Icon

    /// Creates a label from a title and an icon view.
    /// - Parameters:
    ///   - title: The label's title.
    ///   - icon: The label's icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label in the environment's style.
    public var body: some View {
        LabelStyleBody(
            configuration: LabelStyleConfiguration(
                title: LabelStyleConfiguration.Title(resolver: ViewResolver(title)),
                icon: LabelStyleConfiguration.Icon(resolver: ViewResolver(icon))))
    }
}

nonisolated extension Label where Title == Text, Icon == Image {
    /// Creates a label with a text title and an SF Symbol icon (Kinema's design of it).
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The symbol's name.
    public init(_ titleKey: String, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// Creates a label with a text title and an image file icon (Kinema's own form of
    /// SwiftUI's `init(_:image:)`).
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The image file's path.
    public init(_ titleKey: String, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(contentsOfFile: image) })
    }
}

/// Resolves a label with the style the environment holds.
nonisolated internal struct LabelStyleBody: View, PrimitiveView {
    let configuration: LabelStyleConfiguration

    typealias Body = Never

    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let body =
            context.environment.controls.labelStyle?.body(configuration)
            ?? AnyView(DefaultLabelStyle().makeBody(configuration: configuration))
        context.resolve(body, id: id)
    }
}
