extension ScriptedInput {
    /// Types `text` into the field (`TextField`, `SecureField`, `TextEditor`) labelled
    /// `label`: the field takes focus (other fields lose it) and `text` is added at the end
    /// of its text. A field with a format parses the result; text that does not parse
    /// leaves the value unchanged and adds a diagnostic.
    public static func type(_ text: String, into label: String, at time: Double)
        -> ScriptedInput
    {
        ScriptedInput(time: time, target: .label(label), action: .type(text))
    }

    /// Types `text` into the field `target` names (`.identifier("email")`).
    public static func type(_ text: String, into target: Target, at time: Double)
        -> ScriptedInput
    {
        ScriptedInput(time: time, target: target, action: .type(text))
    }

    /// Presses return in the field labelled `label`: it loses focus, then the
    /// `onSubmit(of: .text)` actions above it run, innermost first (a `TextEditor` gets a
    /// new line instead).
    public static func submit(_ label: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .label(label), action: .submit)
    }

    /// Presses return in the field with accessibility identifier `identifier`.
    public static func submit(identifier: String, at time: Double) -> ScriptedInput {
        ScriptedInput(time: time, target: .identifier(identifier), action: .submit)
    }

    /// Selects the option whose label reads `option` in the picker labelled `picker`: the
    /// selection becomes the option's tag.
    public static func select(_ option: String, in picker: String, at time: Double)
        -> ScriptedInput
    {
        ScriptedInput(time: time, target: .label(picker), action: .select(option))
    }

    /// Selects the option whose label reads `option` in the picker `target` names.
    public static func select(_ option: String, in target: Target, at time: Double)
        -> ScriptedInput
    {
        ScriptedInput(time: time, target: target, action: .select(option))
    }
}
