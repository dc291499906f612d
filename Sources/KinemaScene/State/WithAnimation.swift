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
/// - Parameters:
///   - animation: The animation; `.default` unless given.
///   - completionCriteria: When the animation counts as complete: logically (the
///     default: when a spring is near its target, when a curve ends) or when removed.
///   - body: Changes state.
///   - completion: Runs on the main actor at the scene time of completion.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
