// `@SlotOwner`: a `visitSlots(_:)` over every slot a type stores, in declaration order; a
// hand-written one checked; misuse reported on the part at fault.
import Testing

@Suite struct SlotOwnerMacroTests {
    @Test func visitsEverySlotInDeclarationOrder() {
        expectExpansion(
            """
            @SlotOwner
            struct ShadowEffect: EffectContent {
                var color: Slot<Color.AnimatableData>
                let kind: Kind
                var geometry: Slot<AnimatablePair<Double, Double>>
                var paint: PaintSlot
                var data: Slot<AnimatableValue<S>>?
                var paints: [PaintSlot]
                var values: [Slot<Double>]
                var tint: PaintSlot?
                var count: Int = 0
                var isVisible: Bool { true }
                static let shared: Slot<Double> = Slot(0)
            }
            """,
            expandsTo: """
                struct ShadowEffect: EffectContent {
                    var color: Slot<Color.AnimatableData>
                    let kind: Kind
                    var geometry: Slot<AnimatablePair<Double, Double>>
                    var paint: PaintSlot
                    var data: Slot<AnimatableValue<S>>?
                    var paints: [PaintSlot]
                    var values: [Slot<Double>]
                    var tint: PaintSlot?
                    var count: Int = 0
                    var isVisible: Bool { true }
                    static let shared: Slot<Double> = Slot(0)

                    package mutating func visitSlots(_ visitor: inout some SlotVisitor) {
                        visitor.visit(&color)
                        visitor.visit(&geometry)
                        paint.visit(&visitor)
                        if data != nil {
                            visitor.visit(&data!)
                        }
                        for index in paints.indices {
                            paints[index].visit(&visitor)
                        }
                        for index in values.indices {
                            visitor.visit(&values[index])
                        }
                        if tint != nil {
                            tint!.visit(&visitor)
                        }
                    }
                }
                """)
    }

    @Test func aTypeWithoutSlotsVisitsNothing() {
        expectExpansion(
            """
            @SlotOwner
            struct SpacerLeaf: LeafContent {
                let minLength: CGFloat?
                var observed: Int = 0 {
                    didSet {}
                }
            }
            """,
            expandsTo: """
                struct SpacerLeaf: LeafContent {
                    let minLength: CGFloat?
                    var observed: Int = 0 {
                        didSet {}
                    }

                    package mutating func visitSlots(_ visitor: inout some SlotVisitor) {
                    }
                }
                """)
    }

    @Test func aHandWrittenVisitIsCheckedThroughTheMethodsItCalls() {
        let source = """
            struct ShapeLeaf<S: Shape>: LeafContent {
                var paint: PaintSlot
                var data: Slot<AnimatableValue<S>>?

                mutating func visitSlots(_ visitor: inout some SlotVisitor) {
                    paint.visit(&visitor)
                    visitData(&visitor)
                }

                mutating func bindSlots(_ binder: inout SlotBinder) {
                    paint.visit(&binder)
                }

                private mutating func visitData(_ visitor: inout some SlotVisitor) {
                    if data != nil { visitor.visit(&data!) }
                }
            }
            """
        expectExpansion(
            "@SlotOwner\n" + source, expandsTo: source,
            diagnostics: [
                ExpectedDiagnostic(
                    line: 4, column: 9,
                    message: "slot 'data' is not visited by bindSlots(_:): name it there, or "
                        + "in a method it calls")
            ])
    }

    @Test func misuseIsAnErrorOnThePartAtFault() {
        expectExpansion(
            """
            @SlotOwner
            struct Leaf: LeafContent {
                let color: Slot<Double>
                var position = 0
            }
            @SlotOwner
            enum Kind {}
            """,
            expandsTo: """
                struct Leaf: LeafContent {
                    let color: Slot<Double>
                    var position = 0
                }
                enum Kind {}
                """,
            diagnostics: [
                ExpectedDiagnostic(
                    line: 3, column: 9,
                    message: "a slot needs 'var', not 'let': the record stage binds it to its track"
                ),
                ExpectedDiagnostic(
                    line: 4, column: 9,
                    message: "a stored property of a @SlotOwner type needs a declared type: its "
                        + "type says whether it is a slot"),
                ExpectedDiagnostic(line: 6, column: 1, message: "@SlotOwner applies to a struct"),
            ])
    }
}
