import KinemaGraphics

/// A dynamic property that scales a numeric value with the Dynamic Type size, as
/// SwiftUI's `ScaledMetric`.
///
/// The value given is the one at the default size, `.large`. At another size it is
/// multiplied by how much text of the style (`.body` unless `relativeTo:` names another)
/// grows there: the style's point size at that size over its point size at `.large`, from
/// the Human Interface Guidelines' Dynamic Type table.
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric(relativeTo: .title) private var iconSize = 24.0
///     var body: some View {
///         Circle().frame(width: iconSize, height: iconSize)
///     }
/// }
/// // 24 at .large; 24 × 34 / 28 ≈ 29.14 inside .dynamicTypeSize(.xxxLarge)
/// ```
///
/// It follows the view's `dynamicTypeSize` environment value (set with
/// `dynamicTypeSize(_:)` or `environment(\.dynamicTypeSize, _:)`); a value made outside a
/// view's body reads the default, `.large`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// Creates the scaled metric with an unscaled value, scaled like body text.
    /// - Parameter wrappedValue: The value at the default Dynamic Type size.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// Creates the scaled metric with an unscaled value and a text style to scale
    /// relative to.
    /// - Parameters:
    ///   - wrappedValue: The value at the default Dynamic Type size.
    ///   - textStyle: The style whose growth the value follows.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the view's Dynamic Type size.
    public var wrappedValue: Value {
        baseValue * Value(textStyle.scale(at: dynamicTypeSize))
    }
}

extension ScaledMetric: Sendable where Value: Sendable {}
