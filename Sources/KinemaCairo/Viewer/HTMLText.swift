/// Text made safe for an HTML page.
enum HTMLText {
    /// `text` for an element's content or a quoted attribute: `&`, `<`, `>`, `"` and `'`
    /// as character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// JSON text for a `<script type="application/json">` element: every `<` (inside
    /// strings, the only place JSON has one) written as `\u003c`, so no `</script>` or
    /// `<!--` can end or change the element.
    static func scriptJSON(_ json: String) -> String {
        json.unicodeScalars.reduce(into: "") { result, scalar in
            if scalar == "<" { result += "\\u003c" } else { result.unicodeScalars.append(scalar) }
        }
    }
}
