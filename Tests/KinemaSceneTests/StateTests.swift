// State, Binding and transactions as SwiftUI declares them, and the host storage that keeps
// state with a view's identity (StateGraph), checked without a scene: view values are
// linked by hand, as the host links them before evaluating a body.
import KinemaAnimation
import KinemaScene
import Testing

private struct Counter {
    @State var count = 0
    var label = "count"
}

private struct Named {
    @State var count = "zero"
}

private struct Profile: Equatable {
    var name: String
    var age: Int
}

/// A dynamic property of one's own, made of a state.
private struct Toggled: DynamicProperty {
    @State var isOn = false
}

private struct Settings {
    var toggled = Toggled()
}

@MainActor
@Suite("State and Binding")
struct StateTests {
    @Test("A state outside any host keeps its value, and its binding writes it")
    func unhosted() {
        let counter = Counter()
        #expect(counter.count == 0)
        counter.count = 2
        #expect(counter.count == 2)
        counter.$count.wrappedValue = 5
        #expect(counter.count == 5)
        let optional = State<Int?>()
        #expect(optional.wrappedValue == nil)
    }

    @Test("State lives with the identity: a view made anew reads the kept value")
    func keptAcrossUpdates() {
        let graph = StateGraph()
        let first = Counter()
        graph.link(first, identity: 1)
        first.count = 3
        #expect(graph.takeWrites().count == 1)

        let second = Counter()  // the parent's body made the view again
        graph.link(second, identity: 1)
        #expect(second.count == 3)
        second.count += 1
        #expect(first.count == 4)

        let elsewhere = Counter()
        graph.link(elsewhere, identity: 2)
        #expect(elsewhere.count == 0)
        #expect(graph.count == 2)
    }

    @Test("State is reset when its identity goes away or the view changes type")
    func reset() {
        let graph = StateGraph()
        let counter = Counter()
        graph.link(counter, identity: 7)
        counter.count = 9
        graph.remove(identities: [7])
        let again = Counter()
        graph.link(again, identity: 7)
        #expect(again.count == 0)

        let named = Named()  // same identity and label, another type of value
        graph.link(named, identity: 7)
        #expect(named.count == "zero")
    }

    @Test("A state inside a dynamic property of one's own is linked by its path")
    func nestedDynamicProperty() {
        let graph = StateGraph()
        let first = Settings()
        graph.link(first, identity: 3)
        first.toggled.isOn = true
        let second = Settings()
        graph.link(second, identity: 3)
        #expect(second.toggled.isOn)
    }

    @Test("Writes carry the transaction of withAnimation and withTransaction")
    func transactions() {
        let graph = StateGraph()
        let counter = Counter()
        graph.link(counter, identity: 1)

        counter.count = 1
        withAnimation(.easeIn(duration: 0.5)) { counter.count = 2 }
        withAnimation { counter.count = 3 }
        withTransaction(\.disablesAnimations, true) { counter.count = 4 }
        var transaction = Transaction(animation: .linear)
        transaction.isContinuous = true
        withTransaction(transaction) { counter.count = 5 }

        let writes = graph.takeWrites()
        #expect(writes.map(\.animation) == [nil, .easeIn(duration: 0.5), .default, nil, .linear])
        #expect(writes.map(\.disablesAnimations) == [false, false, false, true, false])
        #expect(writes[4].isContinuous)
        #expect(graph.takeWrites().isEmpty)
    }

    @Test("withAnimation's completion travels with the transaction")
    func completion() {
        let graph = StateGraph()
        let counter = Counter()
        graph.link(counter, identity: 1)
        withAnimation(.easeOut, completionCriteria: .removed) {
            counter.count = 1
        } completion: {
        }
        let writes = graph.takeWrites()
        #expect(writes.count == 1)
        #expect(writes[0].animationCompletions.map(\.criteria) == [.removed])
    }

    @Test("A binding's own animation wins over the current transaction; without one, the current")
    func bindingTransaction() {
        let graph = StateGraph()
        let counter = Counter()
        graph.link(counter, identity: 1)
        let binding = counter.$count
        binding.animation(.bouncy).wrappedValue = 1
        withAnimation(.easeIn) { binding.wrappedValue = 2 }
        withAnimation(.easeIn) { binding.animation(.smooth).wrappedValue = 3 }
        #expect(graph.takeWrites().map(\.animation) == [.bouncy, .easeIn, .smooth])
        #expect(counter.count == 3)
    }

    @Test("Bindings to properties, constants, custom accessors and optionals")
    func bindingForms() {
        let profile = State(wrappedValue: Profile(name: "Ada", age: 36))
        let name = profile.projectedValue.name
        name.wrappedValue = "Grace"
        #expect(profile.wrappedValue == Profile(name: "Grace", age: 36))

        let constant = Binding.constant(4)
        constant.wrappedValue = 8
        #expect(constant.wrappedValue == 4)

        let box = State(wrappedValue: 10)
        let doubled = Binding(
            get: { box.wrappedValue * 2 }, set: { box.wrappedValue = $0 / 2 })
        doubled.wrappedValue = 30
        #expect(box.wrappedValue == 15)
        #expect(doubled.wrappedValue == 30)

        let maybe = State<Int?>(wrappedValue: 1)
        let unwrapped = Binding(maybe.projectedValue)
        #expect(unwrapped?.wrappedValue == 1)
        unwrapped?.wrappedValue = 6
        #expect(maybe.wrappedValue == 6)
        maybe.wrappedValue = nil
        #expect(unwrapped?.wrappedValue == 6)  // the last value, as SwiftUI keeps it
        #expect(Binding(maybe.projectedValue) == nil)

        let wrapped = Binding<Int?>(box.projectedValue)
        wrapped.wrappedValue = nil  // ignored: the base cannot hold nil
        wrapped.wrappedValue = 2
        #expect(box.wrappedValue == 2)

        let erased = Binding<AnyHashable>(box.projectedValue)
        erased.wrappedValue = AnyHashable("text")  // another type: ignored
        erased.wrappedValue = AnyHashable(3)
        #expect(box.wrappedValue == 3)
    }
}
