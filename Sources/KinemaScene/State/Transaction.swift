import KinemaAnimation
import Synchronization

/// The context of a state change: the animation it runs with and how, as SwiftUI's
/// `Transaction`.
///
/// Every write to a ``State`` (or through a ``Binding``) happens in a transaction: the
/// one a ``withTransaction(_:_:)`` or ``withAnimation(_:_:)`` block sets, the binding's
/// own (``Binding/animation(_:)``), or an empty one. The views whose attributes change
/// because of the write animate with the transaction's ``animation``.
public struct Transaction: Sendable {
    /// The animation of the change; `nil` for none.
    public var animation: Animation?
    /// Whether animations attached to views (`animation(_:value:)`) are turned off for
    /// this change.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag, a slider).
    public var isContinuous = false
    /// Whether a spring should pick up the velocity of a continuous interaction.
    public var tracksVelocity = false
    private var completions: [AnimationCompletion] = []
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// An empty transaction: no animation.
    public init() {}

    /// A transaction with an animation.
    /// - Parameter animation: The animation of the change.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds a closure to run when the animations of this change complete.
    ///
    /// With no animation, it runs at once after the change.
    /// - Parameters:
    ///   - criteria: When an animation counts as complete: logically (the default) or
    ///     when removed.
    ///   - completion: What to run, on the main actor, at the scene time of completion
    ///     (a plain closure, as SwiftUI's: it is made and run on the main actor).
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        completions.append(
            AnimationCompletion(
                criteria: criteria, completion: MainActorCarried(completion),
                claim: CompletionClaim()))
    }

    /// Marks the completions of this transaction as carried by a state change (a host
    /// calls it on each write), so that `withAnimation` knows its body changed something.
    internal func claimCompletions() {
        for completion in completions { completion.claim.mark() }
    }

    /// The completions added to this transaction, in order (Kinema's own: the host runs
    /// them).
    public var animationCompletions: [AnimationCompletion] { completions }

    /// The value of a custom key, as SwiftUI's `Transaction` subscript.
    public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrap the dictionary's optional first: `nil as? T?` would succeed as `nil`.
            guard let stored = values[ObjectIdentifier(key)], let value = stored as? Key.Value
            else { return Key.defaultValue }
            return value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A closure that runs when the animations of a transaction complete (Kinema's own).
public struct AnimationCompletion: Sendable {
    /// When the animation counts as complete.
    public let criteria: AnimationCompletionCriteria
    /// What to run, carried to the main actor.
    internal let completion: MainActorCarried<() -> Void>
    /// Whether a state change carried it; also what tells two completions apart.
    internal let claim: CompletionClaim

    /// Runs the closure.
    @MainActor public func run() { completion.value() }
}

/// Whether a state change carried an animation completion (Kinema's own): marked by the
/// host that records the change, on the thread of the write.
internal final class CompletionClaim: Sendable {
    private let claimed = Mutex(false)

    /// Records that a state change carried the completion.
    func mark() { claimed.withLock { $0 = true } }

    /// Whether a state change carried the completion.
    var isClaimed: Bool { claimed.withLock { $0 } }
}

/// A key for a custom value of a ``Transaction``, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value: Sendable
    /// The value of a transaction that does not set one.
    static var defaultValue: Value { get }
}

extension Transaction {
    /// The transaction of the code running now: set by ``withTransaction(_:_:)`` and
    /// ``withAnimation(_:_:)`` for the duration of their body.
    @TaskLocal internal static var current = Transaction()
}
