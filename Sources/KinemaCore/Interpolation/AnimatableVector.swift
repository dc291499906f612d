/// A variable-length vector of `Double` values that animates component-wise:
/// the animatable data of paths, polygons and lists of values. Kinema's own.
///
/// A vector is implicitly padded with zeros: missing elements count as zero.
/// Adding or subtracting vectors of different lengths gives a vector with the
/// longer length, `zero` is the empty vector, and two vectors are equal when
/// they are equal after padding the shorter one with zeros (`[1, 2] == [1, 2, 0]`).
///
/// ```swift
/// var heights: AnimatableVector = [10, 40, 25]
/// heights.interpolate(towards: [20, 20, 20, 20], amount: 0.5)
/// // [15, 30, 22.5, 10]
/// ```
///
/// Elements follow `Double` arithmetic: NaN and infinite elements propagate as
/// they do for `Double`, the vector does not clean them.
@frozen
public struct AnimatableVector: Sendable {
    /// The stored elements; trailing zeros are allowed and not significant.
    @usableFromInline
    internal var storage: [Double]

    /// Creates a vector holding `elements` in order.
    ///
    /// - Complexity: O(n) in the number of elements.
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Double {
        storage = Array(elements)
    }

    /// Creates the empty vector, which equals `zero`.
    @inlinable
    public init() { storage = [] }

    /// Creates a vector of `count` copies of `value`.
    ///
    /// A negative `count` is a programmer error and stops the program.
    @inlinable
    public init(repeating value: Double, count: Int) {
        precondition(count >= 0, "AnimatableVector count must not be negative, but is \(count)")
        storage = Array(repeating: value, count: count)
    }

    /// The elements, in order, including any stored trailing zeros.
    @inlinable
    public var elements: [Double] {
        get { storage }
        set { storage = newValue }
    }

    /// The number of stored elements.
    @inlinable
    public var count: Int { storage.count }

    /// The element at `index`; reading past the end gives 0 and writing past
    /// the end first pads the vector with zeros up to `index`.
    ///
    /// A negative `index` is a programmer error and stops the program.
    @inlinable
    public subscript(index: Int) -> Double {
        get {
            precondition(index >= 0, "AnimatableVector index must not be negative, but is \(index)")
            return index < storage.count ? storage[index] : 0
        }
        set {
            precondition(index >= 0, "AnimatableVector index must not be negative, but is \(index)")
            if index >= storage.count {
                storage.append(contentsOf: repeatElement(0, count: index - storage.count + 1))
            }
            storage[index] = newValue
        }
    }

    /// The elements in `bounds` as a new vector; positions past the end read as 0.
    ///
    /// A range starting below zero is a programmer error and stops the program.
    @inlinable
    public subscript(bounds: Range<Int>) -> AnimatableVector {
        precondition(
            bounds.lowerBound >= 0,
            "AnimatableVector range must not start below zero, but is \(bounds)"
        )
        return AnimatableVector(bounds.lazy.map { self[$0] })
    }

    /// The index of the last non-zero element plus one: the count without trailing zeros.
    @inlinable
    internal var significantCount: Int {
        var end = storage.count
        while end > 0 && storage[end - 1] == 0 { end -= 1 }
        return end
    }
}

extension AnimatableVector: ExpressibleByArrayLiteral {
    /// Creates a vector from an array literal, such as `[0, 0.5, 1]`.
    @inlinable
    public init(arrayLiteral elements: Double...) { storage = elements }
}

extension AnimatableVector: Hashable {
    /// Whether the vectors are equal after padding the shorter one with zeros.
    ///
    /// - Complexity: O(n) in the longer count.
    @inlinable
    public static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let common = Swift.min(lhs.storage.count, rhs.storage.count)
        for index in 0..<common where lhs.storage[index] != rhs.storage[index] { return false }
        let longer = lhs.storage.count > common ? lhs.storage : rhs.storage
        for index in common..<longer.count where longer[index] != 0 { return false }
        return true
    }

    /// Hashes the elements up to the last non-zero one, so that equal vectors
    /// hash equally whatever their trailing zeros.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        let end = significantCount
        hasher.combine(end)
        for index in 0..<end { hasher.combine(storage[index]) }
    }
}

extension AnimatableVector: CustomStringConvertible {
    /// The elements, such as `[1.0, 2.0]`.
    public var description: String { storage.description }
}
