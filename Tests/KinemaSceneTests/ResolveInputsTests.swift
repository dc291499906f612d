// The property list of typed keys that resolution carries for its features
// (`ResolveInputs`): defaults, values set in place, copies that do not share writes.
import KinemaGraphics
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

/// An environment key of a list, empty by default.
private enum TagsKey: SceneEnvironmentKey {
    static var defaultValue: [String] { [] }
}

@Suite("Scene environment: typed keys")
struct SceneEnvironmentInputsTests {
    @Test func featuresReadTheirDefaultsUntilSet() {
        let environment = SceneEnvironment()
        #expect(environment.controls.isEnabled)
        #expect(environment.controls.tint == nil)
        #expect(environment.text.lineLimit == nil)
        #expect(environment.text.alignment == .leading)
        #expect(environment.inputs[TagsKey.self].isEmpty)
    }

    @Test func aCopyDoesNotSeeLaterWrites() {
        var original = SceneEnvironment()
        original.controls.isEnabled = false
        original.inputs[TagsKey.self] = ["kept"]
        var copy = original
        copy.controls.isEnabled = true
        copy.text.lineLimit = 2
        copy.inputs[TagsKey.self].append("copy only")
        original.text.alignment = .trailing
        #expect(!original.controls.isEnabled)
        #expect(original.text.lineLimit == nil)
        #expect(original.inputs[TagsKey.self] == ["kept"])
        #expect(copy.controls.isEnabled)
        #expect(copy.text.lineLimit == 2)
        #expect(copy.text.alignment == .leading)
        #expect(copy.inputs[TagsKey.self] == ["kept", "copy only"])
    }

    @Test func copiesSentToOtherTasksKeepTheirValues() async {
        var environment = SceneEnvironment()
        environment.inputs[TagsKey.self] = ["a"]
        // Each task writes its own copy, sharing the boxes until then.
        let results = await withTaskGroup(of: [String].self) { group in
            for index in 0..<8 {
                group.addTask { [environment] in
                    var copy = environment
                    copy.inputs[TagsKey.self].append("\(index)")
                    return copy.inputs[TagsKey.self]
                }
            }
            var all: [[String]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(environment.inputs[TagsKey.self] == ["a"])
        #expect(Set(results) == Set((0..<8).map { ["a", "\($0)"] }))
    }
}
