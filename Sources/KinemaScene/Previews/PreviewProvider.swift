import Foundation

/// A type that produces view previews, as SwiftUI's `PreviewProvider`.
///
/// ```swift
/// struct Loader_Previews: PreviewProvider {
///     static var previews: some View {
///         Loader().previewLayout(.sizeThatFits)
///     }
/// }
/// ```
@MainActor
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; `nil` (the default) lets the tool choose.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform preference.
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview runs on, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}

/// The size of a preview's canvas, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// A device screen: Kinema shows ``DeviceScreen/default`` (an iPhone 15, 393 x 852
    /// points) with the content in its safe area.
    case device
    /// The content's ideal size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)

    /// The size of the device canvas Kinema uses for ``device``: the default device's
    /// screen.
    public static let deviceSize = DeviceScreen.default.size
}

/// The orientation of a device, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    /// Portrait.
    case portrait
    /// Portrait, upside down.
    case portraitUpsideDown
    /// Landscape, with the top of the device on the left.
    case landscapeLeft
    /// Landscape, with the top of the device on the right.
    case landscapeRight
}

/// A device to preview on, named as Xcode names them, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name, for example "iPhone 15".
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device by name, from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}
