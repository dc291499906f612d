extension AnimatableVector: VectorArithmetic {
    /// The empty vector: every element is zero.
    @inlinable
    public static var zero: AnimatableVector { AnimatableVector() }

    /// The element-wise sum; the result has the longer of the two lengths.
    ///
    /// - Complexity: O(n) in the longer count; one allocation for the result.
    @inlinable
    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        // Copy the longer operand so the in-place sum never grows its buffer.
        if lhs.storage.count >= rhs.storage.count {
            var result = lhs
            result += rhs
            return result
        } else {
            var result = rhs
            result += lhs
            return result
        }
    }

    /// The element-wise difference; the result has the longer of the two lengths.
    ///
    /// - Complexity: O(n) in the longer count.
    @inlinable
    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result -= rhs
        return result
    }

    /// Adds `rhs` element-wise in place, growing `lhs` when `rhs` is longer.
    ///
    /// - Complexity: O(n) in the longer count; no allocation unless `lhs` grows
    ///   or shares its buffer.
    @inlinable
    public static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        let common = Swift.min(lhs.storage.count, rhs.storage.count)
        lhs.storage.withUnsafeMutableBufferPointer { target in
            rhs.storage.withUnsafeBufferPointer { source in
                for index in 0..<common { target[index] += source[index] }
            }
        }
        if rhs.storage.count > common {
            lhs.storage.append(contentsOf: rhs.storage[common...])
        }
    }

    /// Subtracts `rhs` element-wise in place, growing `lhs` when `rhs` is longer.
    ///
    /// - Complexity: O(n) in the longer count; no allocation unless `lhs` grows
    ///   or shares its buffer.
    @inlinable
    public static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        let common = Swift.min(lhs.storage.count, rhs.storage.count)
        lhs.storage.withUnsafeMutableBufferPointer { target in
            rhs.storage.withUnsafeBufferPointer { source in
                for index in 0..<common { target[index] -= source[index] }
            }
        }
        if rhs.storage.count > common {
            lhs.storage.append(contentsOf: rhs.storage[common...].lazy.map { -$0 })
        }
    }

    /// Multiplies every element by `rhs` in place.
    ///
    /// - Complexity: O(n).
    @inlinable
    public mutating func scale(by rhs: Double) {
        storage.withUnsafeMutableBufferPointer { target in
            for index in target.indices { target[index] *= rhs }
        }
    }

    /// The sum of the squares of the elements (0 for the empty vector).
    ///
    /// - Complexity: O(n).
    @inlinable
    public var magnitudeSquared: Double {
        storage.reduce(0) { $0 + $1 * $1 }
    }

    /// Moves this vector towards `other` by `amount` in place:
    /// `self + (other - self) * amount`, element by element, without the
    /// temporary vectors of the generic version. The result has the longer length.
    ///
    /// - Complexity: O(n) in the longer count.
    @inlinable
    public mutating func interpolate(towards other: AnimatableVector, amount: Double) {
        if other.storage.count > storage.count {
            storage.append(contentsOf: repeatElement(0, count: other.storage.count - storage.count))
        }
        let otherCount = other.storage.count
        storage.withUnsafeMutableBufferPointer { target in
            other.storage.withUnsafeBufferPointer { source in
                for index in target.indices {
                    let goal = index < otherCount ? source[index] : 0
                    target[index] += (goal - target[index]) * amount
                }
            }
        }
    }

    /// This vector moved towards `other` by `amount`: `self + (other - self) * amount`.
    ///
    /// - Complexity: O(n) in the longer count.
    @inlinable
    public func interpolated(towards other: AnimatableVector, amount: Double) -> AnimatableVector {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension AnimatableVector: Animatable {}
