import Foundation
import KinemaCore
import KinemaLayout

/// A style that draws a label from its title and icon, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The type of the styled label.
    associatedtype Body: View
    /// The properties of the label being styled.
    typealias Configuration = LabelStyleConfiguration
    /// The styled label.
    /// - Parameter configuration: The label's title and icon.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The title and icon of a label a ``LabelStyle`` draws.
nonisolated public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    nonisolated public struct Title: View, PrimitiveView {
        internal let resolver: ViewResolver
        /// No body: the title's content is resolved in its place.
        public typealias Body = Never
        @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
            resolver(id: id, context: &context)
        }
    }

    /// The label's icon, as a view.
    nonisolated public struct Icon: View, PrimitiveView {
        internal let resolver: ViewResolver
        /// No body: the icon's content is resolved in its place.
        public typealias Body = Never
        @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
            resolver(id: id, context: &context)
        }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The default label style: the icon then the title, 8 points apart.
nonisolated public struct DefaultLabelStyle: LabelStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The icon then the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// A style that shows the title and the icon, as SwiftUI's `TitleAndIconLabelStyle`.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The icon then the title, 8 points apart.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultLabelStyle().makeBody(configuration: configuration)
    }
}

/// A style that shows only the title, as SwiftUI's `TitleOnlyLabelStyle`.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A style that shows only the icon, as SwiftUI's `IconOnlyLabelStyle`.
nonisolated public struct IconOnlyLabelStyle: LabelStyle, Sendable {
    /// Creates the style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension View {
    /// Sets the style of labels inside.
    /// - Parameter style: The style (`.titleOnly`, `.iconOnly`, `.titleAndIcon` or your
    ///   own).
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        let box = StyleBox<LabelStyleConfiguration>(style) {
            AnyView($0.makeBody(configuration: $1))
        }
        return modifier(_EnvironmentModifier { $0.controls.labelStyle = box })
    }
}
