import Dispatch
import Foundation

/// A key set on the main dispatch queue, to recognise it on any thread.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main actor: on the main thread, or on the main
/// dispatch queue (which serves the main actor, and which a thread other than the main
/// one drains after `dispatchMain()`, as Swift Testing's runner does on Linux).
nonisolated package func isOnMainActor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Runs `body`, a main-actor function, with `input`, from synchronous code that is not
/// isolated at compile time but runs on the main actor: a `Binding` made from main-actor
/// closures read or written in a nonisolated accessor, as SwiftUI's bindings are.
///
/// The caller must be on the main actor; elsewhere this stops the program with
/// `message`, because running main-actor code off the main actor is a data race (SwiftUI
/// reports the same misuse at run time).
/// - Complexity: O(1) beyond `body`.
nonisolated internal func callOnMainActor<Input, Result>(
    _ message: @autoclosure () -> String, with input: Input,
    _ body: @MainActor (Input) -> Result
) -> Result {
    precondition(isOnMainActor(), message())
    // `assumeIsolated` runs its closure synchronously, on this thread, before it returns:
    // `input` and `result` never leave the thread, and `result` is written once there and
    // read after. They are exempt from checking because `assumeIsolated` only passes
    // `Sendable` values, and a binding's value need not be one.
    nonisolated(unsafe) let input = input
    nonisolated(unsafe) var result: Result?
    MainActor.assumeIsolated { result = body(input) }
    return result!
}
