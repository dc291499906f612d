nonisolated extension View {
    /// Changes an environment value of this view and its content with `transform`, as
    /// SwiftUI's `transformEnvironment(_:transform:)`.
    /// - Parameters:
    ///   - keyPath: The value.
    ///   - transform: Changes it; runs during resolution, on the main actor.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> ModifiedContent<Self, _EnvironmentValuesModifier> {
        modifier(_EnvironmentValuesModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the Dynamic Type size of this view and its content, as SwiftUI's
    /// `dynamicTypeSize(_:)`; `ScaledMetric` follows it.
    /// - Parameter size: The size.
    public func dynamicTypeSize(_ size: DynamicTypeSize)
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of this view and its content within `range`, as
    /// SwiftUI's `dynamicTypeSize(_:)` with a range: the size its ancestors set, clamped
    /// to the nearest size in the range (unchanged if the range holds no size).
    /// - Parameter range: The sizes allowed, such as `...DynamicTypeSize.xxLarge`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T)
        -> ModifiedContent<Self, _EnvironmentValuesModifier>
    where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let low = allowed.first, let high = allowed.last else { return }
            size = size < low ? low : high
        }
    }
}
