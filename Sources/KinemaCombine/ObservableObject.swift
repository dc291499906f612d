import Synchronization

/// An object whose changes update the views that use it, as SwiftUI's (Combine's)
/// `ObservableObject`: mark its properties `@Published`, or call
/// `objectWillChange.send()` before a change.
///
/// ```swift
/// final class Download: ObservableObject {
///     @Published var progress = 0.0
/// }
/// ```
///
/// Combine does not exist on Linux: Kinema's `ObservableObjectPublisher` only tells the
/// hosts whose views read the object (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`). The object's own pipelines use Kinema's subjects, `sink` and
/// operators; `$property` publishers of `@Published` properties are not there.
public protocol ObservableObject: AnyObject {
    /// Tells the views that use the object that it is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's publisher, made on first use.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(of: self)
    }
}

/// What an ``ObservableObject`` sends before it changes (Kinema's stand-in for Combine's
/// `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: Sendable {
    private let subscribers = Mutex<[ObjectIdentifier: Subscriber]>([:])

    /// A publisher with no subscribers.
    public init() {}

    /// Tells the subscribers that the object is about to change, in the current
    /// transaction (a change inside `withAnimation` animates).
    public func send() {
        let live = subscribers.withLock { list in
            list = list.filter { $0.value.subscriber != nil }
            return list.values.compactMap(\.subscriber)
        }
        for subscriber in live { subscriber.objectWillChange() }
    }

    /// Subscribes `subscriber` (a host's record of changes), once however often it is
    /// called.
    package func subscribe(_ subscriber: any ObjectWillChangeSubscriber) {
        subscribers.withLock {
            $0[ObjectIdentifier(subscriber)] = Subscriber(subscriber: subscriber)
        }
    }

    /// A host's record of changes, held weakly.
    private struct Subscriber: Sendable {
        weak var subscriber: (any ObjectWillChangeSubscriber)?
    }

    /// Whether a host still listens.
    private var hasSubscribers: Bool {
        subscribers.withLock { list in list.values.contains { $0.subscriber != nil } }
    }

    /// The publishers of objects that do not declare their own, by object identity. An
    /// identity reused by a new object after the old one was freed finds the old
    /// publisher: at worst its hosts update once more than needed.
    private static let publishers = Mutex<[ObjectIdentifier: ObservableObjectPublisher]>([:])

    /// The publisher of `object`, made on first use.
    internal static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        publishers.withLock { table in
            let key = ObjectIdentifier(object)
            if let publisher = table[key] { return publisher }
            if table.count >= 1_024 { table = table.filter { $0.value.hasSubscribers } }
            let publisher = ObservableObjectPublisher()
            table[key] = publisher
            return publisher
        }
    }
}

/// What a host subscribes to an ``ObservableObjectPublisher``: its record of the changes
/// made outside its state, told of each change before it is made.
package protocol ObjectWillChangeSubscriber: AnyObject, Sendable {
    /// Called by ``ObservableObjectPublisher/send()`` synchronously, on the sender's thread
    /// and in its task, so that the subscriber reads the sender's transaction.
    func objectWillChange()
}
