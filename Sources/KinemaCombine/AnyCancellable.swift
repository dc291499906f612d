/// A cancellable that cancels when it is freed, as Combine's `AnyCancellable`: what
/// `sink` and `assign(to:on:)` return. Keep it (in a property, or a set with
/// `store(in:)`) for as long as the subscription should live.
///
/// ```swift
/// private var cancellables = Set<AnyCancellable>()
/// subject.sink { value in print(value) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    /// A cancellable running `cancel` once, when cancelled or freed.
    /// - Parameter cancel: What cancelling does.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// A cancellable that cancels `canceller`.
    /// - Parameter canceller: What to cancel.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    deinit { cancelAction?() }

    /// Cancels the work (once; later calls do nothing).
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps this cancellable in `set`.
    /// - Parameter set: Where to keep it.
    public final func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable in `collection` (an array of them).
    /// - Parameter collection: Where to keep it.
    public final func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Whether two are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
