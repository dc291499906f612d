extension ViewHost {
    /// Performs a tap, typing or submission on a field, or a selection in a picker:
    /// focusing a field takes focus from the other fields on screen first, as one first
    /// responder on iOS.
    internal func performTextOrSelection(
        _ input: ScriptedInput, on target: ControlTarget, among controls: [ControlTarget]
    ) {
        switch (input.action, target.action) {
        case (.tap, .text(let field)), (.type, .text(let field)):
            for other in controls where other.identity != target.identity {
                if case .text(let otherField) = other.action, otherField.isFocused {
                    otherField.unfocus()
                }
            }
            if case .type(let text) = input.action {
                if let problem = field.type(text) { note("\(input.target) \(problem)") }
            } else {
                field.focus()
            }
        case (.submit, .text(let field)):
            if let problem = field.submit() { note("\(input.target) \(problem)") }
        case (.select(let option), .picker(let picker)):
            if let problem = picker.select(option) { note("\(input.target): \(problem)") }
        default:
            note("\(input.target) does not take \(input.action); input ignored")
        }
    }
}
