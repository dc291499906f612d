import KinemaAnimation

/// Runs `body` with `transaction` as the transaction of every state change it makes, as
/// SwiftUI's `withTransaction(_:_:)`.
/// - Parameters:
///   - transaction: The transaction.
///   - body: Changes state.
/// - Returns: What `body` returns.
public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` in the current transaction with one of its values changed, as SwiftUI's
/// `withTransaction(_:_:_:)`.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { isExpanded = false }
/// ```
/// - Parameters:
///   - keyPath: The value to change.
///   - value: Its new value.
///   - body: Changes state.
/// - Returns: What `body` returns.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
    _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the state changes it makes animate with `animation`, as SwiftUI's
/// `withAnimation(_:_:)`.
///
/// ```swift
/// .onAppear {
///     withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
///         isRotating = true
///     }
/// }
/// ```
/// - Parameters:
///   - animation: The animation; `.default` unless given, `nil` for none.
///   - body: Changes state.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Runs `body` so that its state changes animate with `animation`, and runs `completion`
/// when that animation completes, as SwiftUI's
/// `withAnimation(_:completionCriteria:_:completion:)`.
///
/// When the changes in `body` create no animation, `completion` runs right after `body`:
/// at once when `body` changes no state (on the main actor, where view code runs), and in
/// a ``ViewHost`` as soon as the changes are compiled (at the same scene time) when they
/// move no animatable value. A `.logicallyComplete` completion runs when the change's own
/// animation is logically complete, whatever later changes add; a `.removed` one waits
/// until every animation later changes add to the same values before it is done has
/// finished too.
/// - Parameters:
///   - animation: The animation; `.default` unless given.
///   - completionCriteria: When the animation counts as complete: logically (the
///     default: when a spring is near its target, when a curve ends) or when removed.
///   - body: Changes state.
///   - completion: Runs on the main actor at the scene time of completion.
///   - isolation: The caller's actor (Kinema's own, filled in by the compiler): when it is
///     the main actor, a completion due right after `body` runs before this returns.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void,
    isolation: isolated (any Actor)? = #isolation
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    let added = transaction.animationCompletions[transaction.animationCompletions.count - 1]
    let result = try withTransaction(transaction, body)
    if !added.claim.isClaimed {
        // No state changed, so no animation was created: "the callback will be called
        // immediately after body".
        if let isolation, isolation === MainActor.shared {
            MainActor.assumeIsolated { added.run() }
        } else {
            Task { @MainActor in added.run() }
        }
    }
    return result
}
