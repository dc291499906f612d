import Dispatch
import Foundation
import KinemaClock

/// Where and when a publisher's stage delivers, as Combine's `Scheduler`: `RunLoop.main`,
/// `DispatchQueue.main`, `OperationQueue.main` and `ImmediateScheduler.shared`, handed to
/// `debounce`, `throttle` and `receive(on:)`.
///
/// In a `ViewHost` the run loop, dispatch queue and operation queue all stand for the
/// scene clock: what they deliver later runs on the main actor at its scene time (work
/// "as soon as possible" runs at the same scene time, after the current event).
/// `ImmediateScheduler` delivers at once. Outside a host nothing is delivered later.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's time; its strides are written `.seconds(0.3)`,
    /// `.milliseconds(300)` or `0.3`.
    associatedtype SchedulerTimeType: Strideable
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options of a scheduler (accepted; Kinema has none to set).
    associatedtype SchedulerOptions
}

/// A stride of a scheduler's time written in units, as Combine's.
public protocol SchedulerTimeIntervalConvertible {
    /// `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler Kinema delivers with: on the scene clock, or at once.
internal protocol SceneScheduler {
    /// Whether work runs at once instead of on the scene clock.
    var isImmediate: Bool { get }
}

/// Seconds of a stride, for the strides Kinema's schedulers use.
internal protocol SecondsStride {
    /// The stride in seconds.
    var secondsValue: Double { get }
}

/// The time of Kinema's schedulers (Kinema's own: `RunLoop.SchedulerTimeType`,
/// `DispatchQueue.SchedulerTimeType`, `OperationQueue.SchedulerTimeType` and
/// `ImmediateScheduler.SchedulerTimeType` are this type): seconds of scene time.
public struct SceneSchedulerTime: Strideable, Hashable, Sendable {
    /// Seconds since the scene began.
    public var seconds: Double

    /// A time `seconds` into the scene.
    /// - Parameter seconds: The time in seconds.
    public init(_ seconds: Double) { self.seconds = seconds }

    /// The stride from this time to `other`.
    /// - Parameter other: The other time.
    /// - Returns: The difference.
    public func distance(to other: SceneSchedulerTime) -> Stride {
        Stride(other.seconds - seconds)
    }

    /// This time moved by `n`.
    /// - Parameter n: The stride.
    /// - Returns: The later (or earlier) time.
    public func advanced(by n: Stride) -> SceneSchedulerTime {
        SceneSchedulerTime(seconds + n.magnitude)
    }

    /// A stride of scene time, in seconds: `.seconds(0.5)`, `.milliseconds(500)` or the
    /// literal `0.5`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
        ExpressibleByFloatLiteral, Hashable, Sendable, SecondsStride
    {
        /// The seconds (signed, as Combine's run loop strides keep them).
        public var magnitude: Double

        /// The stride in seconds.
        public var timeInterval: TimeInterval { magnitude }

        var secondsValue: Double { magnitude }

        /// A stride of `seconds`.
        /// - Parameter seconds: The seconds.
        public init(_ seconds: Double) { magnitude = seconds }

        /// A stride of a literal number of seconds.
        /// - Parameter value: The seconds.
        public init(floatLiteral value: Double) { magnitude = value }

        /// A stride of a literal whole number of seconds.
        /// - Parameter value: The seconds.
        public init(integerLiteral value: Int) { magnitude = Double(value) }

        /// A stride of `source` seconds, if it is representable.
        /// - Parameter source: The seconds.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = Double(exactly: source) else { return nil }
            magnitude = value
        }

        /// `s` seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        /// `s` seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// `ms` milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
        /// `us` microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
        /// `ns` nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

        /// Whether `lhs` is the shorter.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        /// The sum.
        public static func + (lhs: Stride, rhs: Stride) -> Stride {
            Stride(lhs.magnitude + rhs.magnitude)
        }
        /// The difference.
        public static func - (lhs: Stride, rhs: Stride) -> Stride {
            Stride(lhs.magnitude - rhs.magnitude)
        }
        /// The product.
        public static func * (lhs: Stride, rhs: Stride) -> Stride {
            Stride(lhs.magnitude * rhs.magnitude)
        }
        /// Adds in place.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// Subtracts in place.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        /// Multiplies in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}

extension RunLoop: Scheduler, SceneScheduler {
    /// The run loop's time: scene time.
    public typealias SchedulerTimeType = SceneSchedulerTime
    var isImmediate: Bool { false }
}

extension DispatchQueue: Scheduler, SceneScheduler {
    /// The queue's time: scene time.
    public typealias SchedulerTimeType = SceneSchedulerTime

    /// Options of a dispatch queue as a scheduler (accepted; Kinema has none to set).
    public struct SchedulerOptions: Sendable {
        /// Options with nothing set.
        public init() {}
    }

    var isImmediate: Bool { false }
}

extension OperationQueue: Scheduler, SceneScheduler {
    /// The queue's time: scene time.
    public typealias SchedulerTimeType = SceneSchedulerTime
    /// Options of an operation queue as a scheduler (none).
    public typealias SchedulerOptions = Never
    var isImmediate: Bool { false }
}

/// The scheduler that runs work at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, SceneScheduler, Sendable {
    /// Scene time (work runs at once).
    public typealias SchedulerTimeType = SceneSchedulerTime
    /// No options.
    public typealias SchedulerOptions = Never
    /// The scheduler.
    public static let shared = ImmediateScheduler()
    var isImmediate: Bool { true }
}
