import KinemaGraphics

extension Font.TextStyle {
    /// The style's point size at each Dynamic Type size, `.xSmall` to `.accessibility5`.
    ///
    /// Source: Apple's Human Interface Guidelines, "Typography", Specifications, "iOS,
    /// iPadOS Dynamic Type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography): the
    /// tables of each size from xSmall to AX5, the fourth column (`.large`) being the
    /// default sizes `Font`'s text styles have.
    internal var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at `size`.
    /// - Parameter size: The Dynamic Type size.
    /// - Returns: Points.
    internal func pointSize(at size: DynamicTypeSize) -> Double {
        // `allCases` lists the sizes smallest first, as the table does.
        pointSizes[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }

    /// How much larger the style is at `size` than at the default, `.large`: what
    /// `ScaledMetric` multiplies its value by.
    /// - Parameter size: The Dynamic Type size.
    /// - Returns: The ratio of the two point sizes.
    internal func scale(at size: DynamicTypeSize) -> Double {
        pointSize(at: size) / pointSize(at: .large)
    }
}
