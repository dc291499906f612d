import Foundation

/// A customization of a preview: its layout, orientation, or a modifier around its content
/// (DeveloperToolsSupport's `PreviewTrait`).
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout, .modifier(SampleData())) {
///     TipRow(tip: .sample)
/// }
/// ```
public struct PreviewTrait<T>: Sendable, CustomStringConvertible {
    /// What one trait sets.
    internal enum Value: Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case modifier(AnyPreviewModifier)
        /// A `PreviewProvider` view's `previewDevice(_:)`, or a device chosen by a tool.
        case device(PreviewDevice)
        /// A `PreviewProvider` view's `previewDisplayName(_:)`.
        case displayName(String)
    }

    /// The values set, in order (several for a composed trait).
    internal let values: [Value]

    internal init(_ values: [Value]) {
        self.values = values
    }

    /// One trait made of `traits`, in order, as SwiftUI's `PreviewTrait.init(_:)`.
    /// - Parameter traits: The traits to compose.
    public init(_ traits: PreviewTrait<T>...) {
        self.values = traits.flatMap(\.values)
    }

    /// The layout this trait sets (the last one of a composed trait), if any.
    public var layout: PreviewLayout? {
        values.reversed().lazy.compactMap { value -> PreviewLayout? in
            if case .layout(let layout) = value { layout } else { nil }
        }.first
    }

    /// The orientation this trait sets (the last one of a composed trait), if any.
    public var orientation: InterfaceOrientation? {
        values.reversed().lazy.compactMap { value -> InterfaceOrientation? in
            if case .orientation(let orientation) = value { orientation } else { nil }
        }.first
    }

    /// The trait as written in source, such as `.fixedLayout(width: 200, height: 100)` or
    /// `.modifier(SampleData)`; a composed trait lists its parts.
    public var description: String {
        let parts = values.map { value -> String in
            switch value {
            case .layout(.device): ".defaultLayout"
            case .layout(.sizeThatFits): ".sizeThatFitsLayout"
            case .layout(.fixed(let width, let height)):
                ".fixedLayout(width: \(Self.number(width)), height: \(Self.number(height)))"
            case .orientation(let orientation): ".\(orientation.rawValue)"
            case .modifier(let modifier): ".modifier(\(modifier.typeName))"
            case .device(let device): ".previewDevice(\"\(device.rawValue)\")"
            case .displayName(let name): ".previewDisplayName(\"\(name)\")"
            }
        }
        return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: ", ") + ")"
    }

    /// A length without a needless `.0`.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview shows the content centred in a canvas the size of the device (the
    /// default layout).
    public static var defaultLayout: PreviewTrait { PreviewTrait([.layout(.device)]) }

    /// The preview's canvas fits the content.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait([.layout(.sizeThatFits)]) }

    /// The preview's canvas has a fixed size, the content centred in it.
    /// - Parameters:
    ///   - width: The canvas width in points.
    ///   - height: The canvas height in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait([.layout(.fixed(width: width, height: height))])
    }

    /// Portrait orientation: the top of the device on top (the default).
    public static var portrait: PreviewTrait { PreviewTrait([.orientation(.portrait)]) }

    /// Portrait orientation, upside down.
    public static var portraitUpsideDown: PreviewTrait {
        PreviewTrait([.orientation(.portraitUpsideDown)])
    }

    /// Landscape, with the top of the device on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait([.orientation(.landscapeLeft)]) }

    /// Landscape, with the top of the device on the right.
    public static var landscapeRight: PreviewTrait {
        PreviewTrait([.orientation(.landscapeRight)])
    }

    /// Applies a ``PreviewModifier`` to the preview, as SwiftUI's `modifier(_:)` trait.
    ///
    /// Several modifier traits compose in order: the first applies to the preview's content,
    /// the second to the first one's body, and so on.
    /// - Parameter modifier: The modifier.
    @MainActor
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait([.modifier(AnyPreviewModifier(modifier))])
    }
}
