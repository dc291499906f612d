import Foundation
import Observation
import Synchronization

/// The values `@AppStorage` reads and writes, in memory, for the life of the process
/// (Kinema's own, in the place of `UserDefaults`).
///
/// Foundation's `UserDefaults` on Linux writes its domains to files under the home
/// directory, so values would leak from one run (or one test) into the next and renders
/// would depend on the machine. Kinema keeps `@AppStorage` values in memory instead: they
/// start empty in every process, persist while it runs (a second view or a second host
/// reading the key sees the value), and are never written to disk. The standard store
/// stands for `UserDefaults.standard` (and `store: nil`); `UserDefaults(suiteName:)`
/// instances of one suite share a store of their own (found by the suite's name, which
/// Foundation keeps in the instance). Values written to a
/// `UserDefaults` directly are not seen by `@AppStorage`, nor the other way round.
///
/// Reads are observed as an `@Observable` model's are: a write updates every hosted view
/// that read the store, animated with the write's transaction.
///
/// Tests that run in parallel share a process: give each its own keys, or its own store.
public final class AppStorageStore: Sendable {
    private let values = Mutex<[String: any Sendable]>([:])
    private let registrar = ObservationRegistrar()

    /// Creates an empty store.
    public init() {}

    /// The store of `UserDefaults.standard`.
    public static let standard = AppStorageStore()

    private static let suites = Mutex<[String: AppStorageStore]>([:])

    /// The store that stands for `defaults`: the standard store for `nil` or
    /// `UserDefaults.standard`, else the one of its suite (every instance of a suite
    /// shares it; defaults whose suite cannot be read share one store).
    public static func store(for defaults: UserDefaults?) -> AppStorageStore {
        guard let defaults, defaults !== UserDefaults.standard else { return standard }
        let suite = Mirror(reflecting: defaults).children.first { $0.label == "suite" }
        let name = (suite?.value as? String?).flatMap { $0 } ?? ""
        return suites.withLock { suites in
            let key = name
            if let store = suites[key] { return store }
            let store = AppStorageStore()
            suites[key] = store
            return store
        }
    }

    /// A counter of writes: what observers of the store track.
    internal var revision: Int { 0 }

    /// The value stored for `key`, if any.
    /// - Parameter key: The key.
    public func value(forKey key: String) -> (any Sendable)? {
        registrar.access(self, keyPath: \.revision)
        return values.withLock { $0[key] }
    }

    /// Stores `value` for `key` (`nil` removes it); views that read the store update.
    /// - Parameters:
    ///   - value: A `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date`, or `nil`.
    ///   - key: The key.
    public func set(_ value: (any Sendable)?, forKey key: String) {
        registrar.withMutation(of: self, keyPath: \.revision) {
            values.withLock { $0[key] = value }
        }
    }

    /// Removes every value.
    public func removeAll() {
        registrar.withMutation(of: self, keyPath: \.revision) {
            values.withLock { $0.removeAll() }
        }
    }
}

extension AppStorageStore: Observable {}
