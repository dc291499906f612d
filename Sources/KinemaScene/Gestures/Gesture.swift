/// An input that a view recognizes, as SwiftUI's `Gesture`: a tap, a long press, a drag,
/// a pinch or a rotation, or a gesture made from others.
///
/// ```swift
/// struct Card: View {
///     @GestureState private var offset = CGSize.zero
///     var body: some View {
///         RoundedRectangle(cornerRadius: 12).fill(Color.blue)
///             .offset(offset)
///             .gesture(
///                 DragGesture().updating($offset) { value, state, _ in
///                     state = value.translation
///                 })
///     }
/// }
/// ```
///
/// Gestures are nonisolated values; the closures of their modifiers (``onEnded(_:)``,
/// ``updating(_:body:)``, ...) run on the main actor, where a ``ViewHost`` plays scripted
/// touches (``ScriptedInput/drag(_:by:from:at:duration:holding:)``). Write a gesture of
/// your own as a struct whose `body` is another gesture; its `Value` is the body's.
public protocol Gesture<Value> {
    /// The type of the value the gesture reports as it changes and when it ends.
    associatedtype Value = Body.Value

    /// The type of the gesture this one is made of.
    associatedtype Body: Gesture

    /// The gesture this one is made of (primitive gestures have `Body == Never`).
    var body: Body { get }
}

nonisolated extension Never: Gesture {
    /// A primitive gesture's value type; never made.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body: Kinema recognizes them itself.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive gesture and has no body")
    }
}

/// A gesture that Kinema recognizes itself instead of through its body.
internal protocol PrimitiveGesture: Gesture {
    /// A new recognizer of this gesture for one touch on a view laid out in `space`.
    @MainActor func recognizer(in space: GestureSpace) -> any GestureRecognizer<Value>
}

/// A new recognizer of `gesture` for one touch on a view laid out in `space`: the
/// gesture's own if it is primitive, else its body's.
@MainActor
internal func makeRecognizer<G: Gesture>(_ gesture: G, in space: GestureSpace)
    -> any GestureRecognizer<G.Value>
{
    if let primitive = gesture as? any PrimitiveGesture {
        func make<P: PrimitiveGesture>(_ primitive: P) -> Any { primitive.recognizer(in: space) }
        guard let recognizer = make(primitive) as? any GestureRecognizer<G.Value> else {
            preconditionFailure("\(G.self) made a recognizer of another value type")
        }
        return recognizer
    }
    let body = makeRecognizer(gesture.body, in: space)
    guard let recognizer = body as? any GestureRecognizer<G.Value> else {
        preconditionFailure(
            "\(G.self).Value is \(G.Value.self), but its body's is \(G.Body.Value.self)")
    }
    return recognizer
}
