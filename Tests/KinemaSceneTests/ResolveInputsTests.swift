// The property list of typed keys that resolution carries for its features
// (`ResolveInputs`): defaults, values set in place, copies that do not share writes.
import Testing

@testable import KinemaScene

/// A key of a counter, 0 by default.
private enum CountKey: ResolveInputKey {
    static var defaultValue: Int { 0 }
}

/// A key of a list, empty by default.
private enum NamesKey: ResolveInputKey {
    static var defaultValue: [String] { [] }
}

/// Another key of the same value type as `CountKey`: a value of its own.
private enum OtherCountKey: ResolveInputKey {
    static var defaultValue: Int { -1 }
}

@Suite("Resolve inputs: typed keys")
struct ResolveInputsTests {
    @Test func aKeyReadsItsDefaultUntilSet() {
        var inputs = ResolveInputs()
        #expect(inputs[CountKey.self] == 0)
        #expect(inputs[NamesKey.self].isEmpty)
        #expect(inputs[OtherCountKey.self] == -1)
        inputs[CountKey.self] = 5
        #expect(inputs[CountKey.self] == 5)
        #expect(inputs[OtherCountKey.self] == -1)
    }

    @Test func valuesChangeInPlace() {
        var inputs = ResolveInputs()
        for name in ["a", "b", "c"] { inputs[NamesKey.self].append(name) }
        inputs[CountKey.self] += 2
        inputs[CountKey.self] += 3
        #expect(inputs[NamesKey.self] == ["a", "b", "c"])
        #expect(inputs[CountKey.self] == 5)
        inputs[NamesKey.self].removeLast()
        #expect(inputs[NamesKey.self] == ["a", "b"])
    }

    @Test func aCopyDoesNotSeeLaterWrites() {
        var original = ResolveInputs()
        original[NamesKey.self] = ["kept"]
        original[CountKey.self] = 1
        var copy = original
        copy[NamesKey.self].append("copy only")
        copy[CountKey.self] = 2
        original[CountKey.self] += 10
        #expect(original[NamesKey.self] == ["kept"])
        #expect(original[CountKey.self] == 11)
        #expect(copy[NamesKey.self] == ["kept", "copy only"])
        #expect(copy[CountKey.self] == 2)
    }
}
